import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './support/chromium';

// Chromium refuses some ports outright (6000 is X11's, ERR_UNSAFE_PORT); a run moved by
// E2E_PORT_OFFSET may land the store on one, so the store's own ports are allowed explicitly.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/**
 * Spec files run on two workers at once, each with its own API and stores on ports shifted by 1000
 * (support/store.ts `WORKER_PORT_STEP`), so they share nothing but the machine. E2E_WORKERS=1 runs them
 * one after another.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const storePorts = Array.from({ length: workers }, (_, w) => [3000, 3001, 3002, 3003, 3004, 3005, 3199].map((p) => p + offset + 1000 * w)).flat();

/**
 * E2E runs against the production build, served as `pnpm start` serves it. Playwright never
 * downloads a browser here: it drives the Chromium of Debian's `chromium` package.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Recording a trace of every test cost about a third of the suite's CPU (62 s → 80 s for the checkout
    // and catalogue specs on one worker), so only a retried test records one, as Playwright's own template
    // does; `--trace on` records them all when a spec is being debugged.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // WebGL (the editor's 3D preview) on SwiftShader, asked for explicitly: Chromium is phasing out
      // the silent fallback to software WebGL when there is no GPU.
      args: [`--explicitly-allowed-ports=${storePorts.join(',')}`, '--no-sandbox', '--disable-gpu', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
