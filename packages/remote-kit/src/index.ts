export { createRemoteLifecycles, type RemoteLifecycles } from './lifecycles';
export { RemoteRoot, type RemoteApp } from './RemoteRoot';
export { useMountProps } from './mount-props';
export { useCurrentRoute, useRoutePath, RouteLink, type CurrentRoute } from './routing';
export { RouteScreens, NotAvailableScreen, NOT_AVAILABLE, routesWithoutScreen, foreignRoutes, type ScreenEntry, type ScreenTable } from './screens';
export { mountStandalone, readCookie, REGION_COOKIE, REGION_COOKIE_MAX_AGE_S } from './standalone';
export { loadRemoteMessages } from './messages';
export { appRelease, describeRelease, parseRelease, type ReleaseInfo } from './release';
export { useObjectUrl } from './objectUrl';
