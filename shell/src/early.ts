// The page's first script, inline in index.html's head (@ph/build-config's InlineEarlyScriptPlugin puts
// it there, with main.js's address in `data-main`): it keeps the clicks a visitor makes on server markup
// before the roots have hydrated it, and starts main.js (the federation runtime and the shell) only
// after the first paint (startShell.ts). As a `defer` script main.js ran before the browser painted a
// server-rendered page, so the first paint waited for the federation runtime to start
// (docs/architecture.md#server-rendering).
import { keepEarlyBannerClicks } from '@ph/contracts/consent-banner';
import { keepEarlyClicks } from '@ph/contracts/early-clicks';
import { CONSENT_MOUNT_POINT } from './federation/mountPoints';
import { startShell } from './startShell';

// Read while the inline script runs: `currentScript` is null afterwards.
const main = document.currentScript instanceof HTMLScriptElement ? document.currentScript.dataset.main : undefined;

keepEarlyBannerClicks(document, CONSENT_MOUNT_POINT);
keepEarlyClicks(document);
startShell(document, main);
