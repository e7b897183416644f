import type { RegionCode } from '@ph/region-config';
import type { LocaleTag } from '@ph/i18n';

/**
 * The custom props the shell passes to every remote's single-spa lifecycles
 * (`registerApplication({ customProps })`). single-spa adds `name`, `singleSpa` and
 * `mountParcel` itself; remotes receive `RemoteMountProps & AppProps`.
 */
export interface RemoteMountProps {
  region: RegionCode;
  locale: LocaleTag;
  /** The region's path prefix, `''` for domain-based regions or e.g. `/nl-nl`. */
  pathPrefix: string;
  /** Navigates within the shell's router (a full path including the prefix). */
  navigate(to: string): void;
}
