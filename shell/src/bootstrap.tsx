import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider as JotaiProvider } from 'jotai';
import { bindCartEvents, phStore } from '@ph/contracts';
import { resolveShellContext } from './context';
import { shellMessages } from './messages';
import { Frame } from './frame/Frame';
import { fetchRemotesManifest } from './federation/remotes';
import { startApplications } from './federation/applications';

async function main(): Promise<void> {
  const ctx = resolveShellContext(window.location);
  document.documentElement.lang = ctx.locale;
  bindCartEvents();

  const header = document.getElementById('ph-header');
  const footer = document.getElementById('ph-footer');
  if (!header || !footer) throw new Error('index.html lacks the page frame');
  const messages = await shellMessages(ctx.locale);
  createRoot(header).render(
    <JotaiProvider store={phStore}>
      <IntlProvider locale={ctx.locale} messages={messages} defaultLocale="en-US">
        <Frame ctx={ctx} footer={footer} />
      </IntlProvider>
    </JotaiProvider>,
  );

  try {
    const remotes = await fetchRemotesManifest('/remotes.json');
    startApplications(ctx, remotes);
  } catch (err) {
    // Without remotes.json the frame still works; the body says what happened.
    console.warn('remotes.json could not be loaded', err);
    const body = document.getElementById('ph-page-body');
    if (body) {
      const p = document.createElement('p');
      p.setAttribute('role', 'alert');
      p.textContent = messages['shell.remotesFailed'] ?? 'The store could not load its configuration.';
      body.appendChild(p);
    }
  }
}

void main();
