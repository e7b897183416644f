import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppIntlProvider, RegionProvider, type LocaleTag } from '@ph/i18n';
import type { RegionCode } from '@ph/region-config';
import { uiMessagesFor } from '../src/uiMessages';

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
