// Prints the gzip size of the standalone consent bundle (dist/consent.js, styles included: they are
// strings inside it) plus the largest language chunk a visitor may also fetch, and fails above budget.
// Run after `pnpm --filter mf-consent build` (or build:standalone): `pnpm --filter mf-consent bench`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 25 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const main = gz(join(dist, 'consent.js'));
const chunkDir = join(dist, 'consent-chunks');
const chunks = readdirSync(chunkDir).filter((f) => f.endsWith('.js')).map((f) => [f, gz(join(chunkDir, f))]);
const largestChunk = chunks.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
const total = main + largestChunk[1];
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

console.log(`consent.js                      ${kb(main)} gzip`);
console.log(`largest language chunk          ${kb(largestChunk[1])} gzip (${largestChunk[0]})`);
console.log(`worst case for a visitor        ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error('over budget');
  process.exit(1);
}
