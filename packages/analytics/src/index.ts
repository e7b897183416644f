export * from './consent/preferences';
export * from './consent/manager';
export * from './bridge/consentMode';
export * from './bridge/sdk';
export * from './bridge/clientId';
export * from './bridge/firstTouch';
export * from './bridge/tracker';
export * from './designEvents';
