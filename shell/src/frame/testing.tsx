// Test helper (jest only): the frame rendered as the page renders it, for Frame.test and HeaderTools.test.
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as JotaiProvider } from 'jotai';
import { phStore } from '@ph/contracts';
import type { RegionCode } from '@ph/region-config';
import type { ShellContext } from '../context';
import shellEn from '../messages/en.json';
import { Frame } from './Frame';

export interface RenderFrameOptions {
  /** The catalogue the page would merge; the shell's English one by default. */
  messages?: Record<string, string>;
  rejectedLocale?: ShellContext['rejectedLocale'];
  /** The announcements mount point (a refused ?locale= is said there). */
  announcements?: HTMLElement;
}

/** Renders the header in the store `region` (en-US) and the footer into its own element, which it returns. */
export function renderFrame(region: RegionCode = 'eu', { messages = shellEn, rejectedLocale, announcements }: RenderFrameOptions = {}): HTMLElement {
  const footer = document.createElement('div');
  document.body.appendChild(footer);
  const ctx: ShellContext = { region, pathPrefix: '', locale: 'en-US', ...(rejectedLocale ? { rejectedLocale } : {}) };
  render(
    <JotaiProvider store={phStore}>
      <IntlProvider locale="en-US" messages={messages}>
        <Frame ctx={ctx} footer={footer} announcements={announcements} />
      </IntlProvider>
    </JotaiProvider>,
  );
  return footer;
}
