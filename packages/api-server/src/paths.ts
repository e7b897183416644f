import path from 'node:path';

// `import.meta.dirname` works under tsx (ESM) and is rewritten to `__dirname` by the jest swc transform,
// so one expression locates the package in both runtimes.
const here = import.meta.dirname;

/** packages/api-server */
export const PACKAGE_ROOT = path.resolve(here, '..');
/** The workspace root (two levels above the package). */
export const REPO_ROOT = path.resolve(PACKAGE_ROOT, '..', '..');
/** drizzle-kit output, applied at start by drizzle's migrator. */
export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'drizzle');
