require('@testing-library/jest-dom');
// jsdom lacks the encoders react-router needs at import time; Node's are the same API.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
