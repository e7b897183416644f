/**
 * The region-migration notice for the standalone bundle: a chunk of its own, loaded only when
 * `shouldShowRegionMigration` holds (packhelp.com after a move from the Czech store), so the views of
 * every other landing page carry no UI library. It renders the store's own notice with preact/compat.
 */
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RegionMigrationNotice } from '../ui/RegionMigrationNotice';

export function showRegionMigration(container: HTMLElement, o: { locale: string; messages: Record<string, string>; onShown(): void }): () => void {
  const mount = document.createElement('div');
  container.append(mount);
  const root = createRoot(mount);
  const close = () => {
    root.unmount();
    mount.remove();
  };
  root.render(
    <IntlProvider locale={o.locale} messages={o.messages}>
      <RegionMigrationNotice container={mount} onShown={o.onShown} onClose={close} />
    </IntlProvider>,
  );
  return close;
}
