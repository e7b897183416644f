// Prints the gzip size of the standalone consent bundle (dist/consent.js, styles included: they are
// strings inside it) plus the largest language chunk a visitor may also fetch, and fails above budget.
// Run after `pnpm --filter mf-consent build` (or build:standalone): `pnpm --filter mf-consent bench`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// budgets.json holds consent.js itself to 15 KB (pnpm test:budgets); a visitor may fetch one language chunk more.
const BUDGET_BYTES = 17 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const main = gz(join(dist, 'consent.js'));
const chunkDir = join(dist, 'consent-chunks');
const chunks = readdirSync(chunkDir).filter((f) => /^consent-[a-z]{2}-json\./.test(f)).map((f) => [f, gz(join(chunkDir, f))]);
// The region-migration notice: fetched only by packhelp.com visitors sent over from the Czech store.
const migrationFile = readdirSync(chunkDir).find((f) => f.startsWith('consent-region-migration.'));
const migration = migrationFile ? gz(join(chunkDir, migrationFile)) : 0;
const largestChunk = chunks.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
const total = main + largestChunk[1];
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

console.log(`consent.js                      ${kb(main)} gzip`);
console.log(`largest language chunk          ${kb(largestChunk[1])} gzip (${largestChunk[0]})`);
console.log(`worst case for a visitor        ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`);
console.log(`region-migration notice chunk    ${kb(migration)} gzip (only ?fromRegion=CZ on packhelp.com)`);
// Our section of docs/performance.md (other sections belong to other benchmarks and stay as they are).
const doc = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'performance.md');
const section = [
  '## Consent bundle size',
  '',
  `Command: \`pnpm --filter mf-consent bench\` (part of \`pnpm bench\`), measured ${new Date().toISOString().slice(0, 10)} on the production build`,
  '(`pnpm --filter mf-consent build`), gzip -9. Budgets: `consent.js` 15 KB gzip including styles (they are strings inside the bundle; budgets.json, `pnpm test:budgets`), 17 KB with the largest language chunk.',
  '',
  '| File | Gzip KB |',
  '|---|---:|',
  `| \`mf-consent/dist/consent.js\` (plain-DOM views, state rules, analytics bridge, English, CSS) | ${(main / 1024).toFixed(2)} |`,
  `| largest language chunk (\`${largestChunk[0]}\`) | ${(largestChunk[1] / 1024).toFixed(2)} |`,
  `| **worst case a visitor downloads** | **${(total / 1024).toFixed(2)}** |`,
  `| region-migration notice (\`${migrationFile}\`, preact/compat and the notice; only packhelp.com visitors sent from the Czech store) | ${(migration / 1024).toFixed(2)} |`,
  '',
].join('\n');
const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
const start = current.indexOf('## Consent bundle size');
let next;
if (start < 0) next = `${current.trimEnd()}\n\n${section}`;
else {
  const after = current.indexOf('\n## ', start + 1);
  next = current.slice(0, start) + section + (after < 0 ? '' : `\n${current.slice(after + 1)}`);
}
writeFileSync(doc, next.endsWith('\n') ? next : `${next}\n`);
console.log(`wrote the "Consent bundle size" section of ${doc}`);

if (total > BUDGET_BYTES) {
  console.error('over budget');
  process.exit(1);
}
