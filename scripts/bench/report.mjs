// @ts-check
// docs/performance.md has one section per benchmark; each benchmark rewrites only its own.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} repo
 * @param {string} heading the `## heading` of the section
 * @param {string} body markdown under it
 */
export function writeSection(repo, heading, body) {
  const file = path.join(repo, 'docs/performance.md');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start === -1) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end === -1) end = lines.length;
  const next = [...lines.slice(0, start), ...section.split('\n'), ...lines.slice(end)].join('\n');
  fs.writeFileSync(file, next.replace(/\n{3,}/g, '\n\n'));
}
