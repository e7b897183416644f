import { keepEarlyBannerClicks } from '@ph/contracts/consent-banner';
import { CONSENT_MOUNT_POINT } from './federation/mountPoints';

// From the first script on: a click on the consent banner the server rendered is kept until the
// consent remote can carry it out (@ph/contracts/consent-banner, docs/architecture.md#server-rendering).
keepEarlyBannerClicks(document, CONSENT_MOUNT_POINT);

// Async boundary: the federation runtime negotiates shared modules before any app code runs.
void import('./bootstrap');
