import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppIntlProvider, RegionProvider, type LocaleTag } from '@ph/i18n';
import type { RegionCode } from '@ph/region-config';
import type { Messages } from '@ph/i18n';
import de from '../src/messages/de.json';
import en from '../src/messages/en.json';
import pl from '../src/messages/pl.json';

/** Tests render synchronously, so they read the catalogues they use directly (apps load one lazily). */
const catalogues: Record<string, Messages> = { en, de, pl };
const uiMessagesFor = (locale: LocaleTag): Messages => catalogues[locale.slice(0, 2)] ?? en;

/** Renders inside the providers an app gives @ph/ui: intl with the ui catalogue, and a region. */
export function renderUi(node: ReactNode, { locale = 'en-US', region = 'eu' }: { locale?: LocaleTag; region?: RegionCode } = {}): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AppIntlProvider locale={locale} messages={uiMessagesFor(locale)}>
        <RegionProvider region={region}>{children}</RegionProvider>
      </AppIntlProvider>
    );
  }
  return render(node, { wrapper: Providers });
}
