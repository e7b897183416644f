/** The mount points index.html holds (one name for the page, the shell's mounting and the server render). */
export const PAGE_MOUNT_POINT = 'ph-page-body';
export const CONSENT_MOUNT_POINT = 'ph-consent-ui';
