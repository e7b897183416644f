// `pnpm lint`: eslint, the boundary rules (dependency-cruiser), unused code (knip) and the docs'
// references, two at a time (scripts/lib/run-checks.mjs). One after the other they took 76 s on the
// project's 2-core machine, 49 s this way.
import { runChecks } from './lib/run-checks.mjs';

const scripts = ['lint:eslint', 'lint:boundaries', 'lint:unused', 'lint:docs'];
if (!(await runChecks(scripts.map((name) => ({ name, command: 'pnpm', args: ['run', '--silent', name] }))))) process.exit(1);
