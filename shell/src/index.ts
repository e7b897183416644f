import { keepEarlyBannerClicks } from '@ph/contracts/consent-banner';
import { keepEarlyClicks } from '@ph/contracts/early-clicks';
import { CONSENT_MOUNT_POINT } from './federation/mountPoints';
import { startAfterPaint } from './startAfterPaint';

// From the first script on: a click on the consent banner the server rendered is kept until the
// consent remote can carry it out (@ph/contracts/consent-banner, docs/architecture.md#server-rendering).
keepEarlyBannerClicks(document, CONSENT_MOUNT_POINT);
// And a click on any other server-rendered button, until the root that hydrates it has committed.
keepEarlyClicks(document);

// Async boundary: the federation runtime negotiates shared modules before any app code runs.
startAfterPaint(document, () => void import('./bootstrap'));
