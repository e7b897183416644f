// Product search: a chunk of its own, loaded when the shopper opens the header's search. The spec
// names "search" as an analytics page source but no search route, so there is no results page: the
// dialog finds the store's products by name and short description, in the page's language, as the
// shopper types, and each result is a link to its product page. Below them, the help centre's articles
// that match (the API's help-posts search, stemmed per language), each a link to its landing page.
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchProductCards, PUBLIC_CATALOGUE_TOKEN, type ProductCardData } from '@ph/api-client';
import { searchHelpPosts, type HelpPostSummary } from '@ph/api-client/help';
import { getRegionConfig, routePath, type RegionCode } from '@ph/region-config';
import { useLoad } from '@ph/remote-kit';
import { pageApiClient } from '@ph/session';
import { Alert, Button, InlineStyle, Skeleton, TextField } from '@ph/ui';
import { Modal, ModalBody, ModalHeader } from '@ph/ui/dialogs';
import { matchesQuery } from './searchText';
import { searchCss } from './lazy-css';

type Load = { status: 'loading' } | { status: 'ready'; cards: ProductCardData[] } | { status: 'error' };

export interface ProductSearchProps {
  region: RegionCode;
  open: boolean;
  onClose(): void;
  onNavigate(e: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The product cards read for this page, by store and language. Reading them takes one request per
 * product (about 13), so a page reads them once, not at every opening of the search; a page in another
 * language (the switcher loads one) reads its own. A failed read is forgotten, so "Try again" asks again.
 */
const cardsOfPage = new Map<string, Promise<ProductCardData[]>>();

function readCards(region: RegionCode, lang: string): Promise<ProductCardData[]> {
  const key = `${region}|${lang}`;
  let read = cardsOfPage.get(key);
  if (!read) {
    const ctx = { region: getRegionConfig(region).apiRegion, lang, catalogueToken: PUBLIC_CATALOGUE_TOKEN };
    // Not aborted when the dialog closes: the read is the page's, and the next opening uses it.
    read = fetchProductCards(pageApiClient(region), ctx);
    read.catch(() => cardsOfPage.delete(key));
    cardsOfPage.set(key, read);
  }
  return read;
}

/** The cards of the home page (names and descriptions in the page's language), read once per page. */
function useProducts(region: RegionCode, lang: string, open: boolean): { load: Load; retry(): void } {
  const cards = useLoad(open ? `${region}|${lang}` : null, () => readCards(region, lang));
  const load: Load = cards.status === 'success' ? { status: 'ready', cards: cards.data } : cards.status === 'error' ? { status: 'error' } : { status: 'loading' };
  return { load, retry: cards.retry };
}

/** The help articles matching what the shopper has typed (two letters or more), asked once typing pauses. */
function useHelpPosts(region: RegionCode, lang: string, query: string, open: boolean): HelpPostSummary[] {
  const [posts, setPosts] = useState<HelpPostSummary[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (!open || q.length < 2) {
      setPosts([]);
      return undefined;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      // The products are the search's answer; a help centre that cannot answer just shows no articles.
      searchHelpPosts(pageApiClient(region), { q, lang, region, limit: 3 }, abort.signal).then(setPosts, () => !abort.signal.aborted && setPosts([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [region, lang, query, open]);
  return posts;
}

export function ProductSearch({ region, open, onClose, onNavigate }: ProductSearchProps) {
  const intl = useIntl();
  const lang = intl.locale.slice(0, 2);
  const [query, setQuery] = useState('');
  const { load, retry } = useProducts(region, lang, open);
  const found = useMemo(
    () => (load.status === 'ready' ? load.cards.filter(({ product }) => matchesQuery([product.name, product.title], query, intl.locale)) : []),
    [load, query, intl.locale],
  );
  const typed = query.trim() !== '';
  const helpPosts = useHelpPosts(region, lang, query, open);
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClose();
    onNavigate(e);
  };

  return (
    <>
    <InlineStyle css={searchCss} />
    <Modal open={open} onClose={onClose} size="md" topSpacing={48} className="ph-search">
      <ModalHeader>{intl.formatMessage({ id: 'shell.search.open', defaultMessage: 'Search products' })}</ModalHeader>
      <ModalBody>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            type="search"
            label={intl.formatMessage({ id: 'shell.search.field', defaultMessage: 'Product name' })}
            hint={intl.formatMessage({ id: 'shell.search.hint', defaultMessage: 'For example: mailer box, shipping box' })}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            data-autofocus
          />
        </form>
        {load.status === 'loading' && typed && <Skeleton lines={3} />}
        {load.status === 'error' && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'shell.search.error', defaultMessage: 'The products could not be loaded.' })}>
            <Button variant="secondary" onClick={retry}>
              {intl.formatMessage({ id: 'shell.miniCart.retry', defaultMessage: 'Try again' })}
            </Button>
          </Alert>
        )}
        <p role="status" className="ph-search__status">
          {load.status === 'ready' && typed
            ? intl.formatMessage(
                { id: 'shell.search.count', defaultMessage: '{count, plural, =0 {No products match “{query}”.} one {# product found} other {# products found}}' },
                { count: found.length, query: query.trim() },
              )
            : ''}
        </p>
        {load.status === 'ready' && typed && found.length > 0 && (
          <ul className="ph-search__results">
            {found.map(({ product }) => (
              <li key={product.sku}>
                <a href={routePath('productPage', region, { productType: product.sku })} onClick={go}>
                  <span className="ph-search__name">{product.name}</span>
                  {product.title ? <span className="ph-search__title">{product.title}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        )}
        {load.status === 'ready' && typed && found.length === 0 && (
          <p>
            <a href={routePath('productSelect', region)} onClick={go}>
              <FormattedMessage id="shell.search.all" defaultMessage="See all products" />
            </a>
          </p>
        )}
        {typed && helpPosts.length > 0 && (
          <section aria-labelledby="ph-search-help" className="ph-search__help">
            <h3 id="ph-search-help" className="ph-search__heading">
              <FormattedMessage id="shell.footer.help" defaultMessage="Help centre" />
            </h3>
            {/* Landing pages, not routes of the shell: followed as ordinary links. */}
            <ul className="ph-search__results">
              {helpPosts.map((post) => (
                <li key={post.id}>
                  <a href={post.path}>
                    <span className="ph-search__name">{post.title}</span>
                    <span className="ph-search__title">{post.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ModalBody>
    </Modal>
    </>
  );
}
