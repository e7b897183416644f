require('@testing-library/jest-dom');
// jsdom lacks the encoders react-router needs at import time; Node's are the same API.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
// @ph/ui's sheet: an app's build emits it as a file and defines __PH_UI_SHEET__ with its name
// (ui-sheet.cjs); under jest there is no build, so the components inject the text itself, as on a page.
globalThis.__PH_UI_SHEET__ = { id: 'ph-ui-styles', css: require('../ui/src/sheet.ts').pageSheet() };
// Component tests wait for what a user would see. On a loaded 2-core machine a screen can take longer than
// Testing Library's default 1 s to appear (seen: the quote form's heading, the print-quality dialog's
// prices), which failed correct code; waits allow 5 s, well inside the 20 s test timeout.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
