// Comments and docs point at the rules they follow in the project's own docs/domain.md
// (`docs/domain.md#<section>`), never at a document a clone does not contain. `pnpm lint` runs this file:
// it fails on a citation of the outside specification and on a pointer to a section domain.md lacks.
const fs = require('node:fs');
const path = require('node:path');

const SCANNED = /\.(?:ts|tsx|js|cjs|mjs|md|json|css|njk|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', '.cache', 'coverage']);
// The outside specification's files and section numbers; "§" citations of it cannot be followed from a clone.
const OUTSIDE = /(?:commerce-core|storefront-config)(?:\.md)?\s*§|\bspec(?:ification)?(?:'s)?\s*§|shared\/spec|shared\/design\.md/g;
const POINTER = /docs\/domain\.md#([a-z0-9-]+)/g;

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function sectionsOf(domainMarkdown) {
  const anchors = new Set();
  for (const line of domainMarkdown.split('\n')) {
    const m = /^#{2,4}\s+(.+)$/.exec(line);
    if (m) anchors.add(anchorOf(m[1]));
  }
  return anchors;
}

/** Problems in one file's text: citations of the outside spec, pointers to unknown sections. */
function problemsIn(file, text, anchors) {
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(OUTSIDE)) {
      problems.push(`${file}:${i + 1}: cites "${m[0]}", a document a clone does not contain: point at docs/domain.md#<section>`);
    }
    for (const m of line.matchAll(POINTER)) {
      if (!anchors.has(m[1])) problems.push(`${file}:${i + 1}: docs/domain.md has no section #${m[1]}`);
    }
  });
  return problems;
}

function* filesUnder(root, dir = root) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.dependency-cruiser.cjs') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* filesUnder(root, full);
    } else if (SCANNED.test(entry.name)) {
      yield full;
    }
  }
}

/** Every problem in the tree under `root` (whose docs/domain.md gives the sections). */
function checkTree(root) {
  const anchors = sectionsOf(fs.readFileSync(path.join(root, 'docs/domain.md'), 'utf8'));
  const self = path.resolve(__filename);
  const problems = [];
  for (const file of filesUnder(root)) {
    if (path.resolve(file) === self) continue;
    problems.push(...problemsIn(path.relative(root, file), fs.readFileSync(file, 'utf8'), anchors));
  }
  return problems;
}

module.exports = { anchorOf, sectionsOf, problemsIn, checkTree };

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '../..'));
  const problems = checkTree(root);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`\n${problems.length} reference(s) to fix (see docs/domain.md).`);
    process.exit(1);
  }
}
