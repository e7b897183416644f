import { createRoot } from 'react-dom/client';
import { AppIntlProvider } from '@ph/i18n';
import { InlineStyle } from '@ph/ui';
import type { ShellContext } from '../context';
import type { Composition } from '../federation/composition';
import { DEVELOPMENT } from '../federation/composition';
import { readStoredOverrides, writeStoredOverrides, type Overrides } from '../federation/overrides';
import { shellMessages } from '../messages';

/**
 * Renders the developer tools into their own root at the end of the page, only where they apply:
 * an active override (the badge), a development build or a site that allows overrides.
 */
export function mountDevtools(ctx: ShellContext, composition: Composition, o: { development?: boolean; storage?: Storage } = {}): void {
  const showAbout = (o.development ?? DEVELOPMENT) || composition.policy.enabled;
  if (!showAbout && Object.keys(composition.active).length === 0) return;
  const storage = o.storage ?? window.localStorage;
  const container = document.createElement('div');
  container.id = 'ph-devtools';
  document.body.appendChild(container);
  const save = (overrides: Overrides) => {
    writeStoredOverrides(storage, overrides);
    window.location.reload();
  };
  // The panel's code is fetched only on the pages that show it (overrides allowed or active).
  void Promise.all([shellMessages(ctx.locale), import('./Devtools'), import('./devtools-css')]).then(([messages, { Devtools }, { devtoolsCss }]) => {
    createRoot(container).render(
      <AppIntlProvider locale={ctx.locale} messages={messages}>
        <InlineStyle css={devtoolsCss} />
        <Devtools composition={composition} stored={readStoredOverrides(storage)} showAbout={showAbout} onSaveOverrides={save} />
      </AppIntlProvider>,
    );
  });
}
