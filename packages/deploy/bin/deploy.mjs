#!/usr/bin/env node
// The deploy commands (`pnpm deploy:check|deploy:remote|deploy:rollback|deploy:status`). The tools
// are TypeScript; tsx (a dependency of this package, so a filtered CI install has it) runs them.
import { register } from 'tsx/esm/api';

register();
// A variable keeps tsc from resolving the .ts path; tsx's loader handles it at run time.
const cli = '../src/cli.ts';
await import(cli);
