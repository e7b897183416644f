// The consent remote's server entry (dist/server/render.cjs): for a browser that has not answered the
// current policy (no `ph_consent` cookie), the edge server renders the banner into the page, so its text
// paints with the page instead of after the remote has loaded on idle (on an empty cart it is the page's
// largest paint). The browser hydrates it when the remote mounts (App starts from the banner then).
import { createServerEntry } from '@ph/remote-kit/server';
import { Banner } from './ui/Banner';
import { consentCss, STYLE_ID } from './ui/styles';
import { catalogues } from './messages';

const nothing = () => undefined;

/** What ConsentRemote's first render draws when the banner is due: the banner alone. */
function ServerBanner() {
  return <Banner globalPrivacyControl={false} onAcceptAll={nothing} onRejectAll={nothing} onChangeOptions={nothing} />;
}

export const { contract, name, render } = createServerEntry({
  name: 'consent',
  App: ServerBanner,
  catalogues,
  // The id the browser's injectConsentCss looks for, so it does not add the sheet a second time.
  head: `<style id="${STYLE_ID}">${consentCss}</style>`,
});
