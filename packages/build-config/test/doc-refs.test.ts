// The documentation pointers `pnpm lint` checks (doc-refs.cjs): a citation of the outside specification
// fails, a pointer to a section docs/domain.md lacks fails, a pointer to one it has passes, and the
// workspace itself is clean. The outside names are built from pieces so this file does not cite them.
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the checker is CommonJS, run by node as lint
const { anchorOf, sectionsOf, problemsIn, checkTree } = require('../doc-refs.cjs') as {
  anchorOf(h: string): string;
  sectionsOf(md: string): Set<string>;
  problemsIn(file: string, text: string, anchors: Set<string>): string[];
  checkTree(root: string): string[];
};

const SPEC = ['commerce', 'core'].join('-');
const DOMAIN = ['docs', 'domain.md'].join('/');
const anchors = sectionsOf('# The domain\n\n## Pricing and tax\n\n## The API\'s calls\n');

test('headings become the anchors GitHub gives them', () => {
  expect(anchorOf("The API's calls")).toBe('the-apis-calls');
  expect(anchorOf('Regions, languages and routes')).toBe('regions-languages-and-routes');
  expect([...anchors]).toEqual(['pricing-and-tax', 'the-apis-calls']);
});

test('a citation of the outside specification is a problem, with its line', () => {
  const problems = problemsIn('a.ts', `const x = 1;\n// tax rounding (${SPEC} §9)\n`, anchors);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^a\.ts:2: cites/);
  expect(problemsIn('b.md', `see the spec ${'§'}2`, anchors)).toHaveLength(1);
});

test('a pointer to a missing section is a problem; one to an existing section is not', () => {
  expect(problemsIn('c.ts', '// docs/domain.md#pricing-and-tax', anchors)).toEqual([]);
  expect(problemsIn('c.ts', '// docs/domain.md#the-apis-calls', anchors)).toEqual([]);
  expect(problemsIn('c.ts', `// ${DOMAIN}#pricing`, anchors)).toEqual(['c.ts:1: docs/domain.md has no section #pricing']);
});

test('the workspace has no citation of the outside specification and no dangling pointer', () => {
  expect(checkTree(path.resolve(__dirname, '../../..'))).toEqual([]);
});
