import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { PimProduct } from '@ph/api-client';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../src/App';
import { catalogues } from '../src/messages';
import en from '../src/messages/en.json';
import { ProductGallery } from '../src/screens/ProductGallery';
import { answerAsFirstVariant, captured, installApiReplay, type Replay } from './apiReplay';

let replay: Replay;
beforeEach(() => {
  replay = installApiReplay();
});
afterEach(() => {
  expect(replay.unmatched).toEqual([]);
});

function mailerBox(): PimProduct {
  return captured<{ data: PimProduct }>((e) => e.path === '/pim/products' && e.search.includes('region=eu') && e.search.includes('sku%5D=mailer-box-f15') && e.search.includes('expand=variants')).data;
}

/** A variant as the seed now answers it: the API's three drawn views (closed, open, front; api-server catalogue.images.test). */
function withViews(product: PimProduct): PimProduct {
  const variants = product.variants!.map((v) => ({
    ...v,
    images: [{ url: `/api/assets/variants/${v.sku}.svg`, alt: null }, ...['open', 'front'].map((view) => ({ url: `/api/assets/variants/${v.sku}/${view}.svg`, alt: null }))],
  }));
  return { ...product, variants };
}

const mainPicture = () => screen.getByRole('img', { name: /picture \d of \d/ });

describe('product gallery', () => {
  it('shows the chosen variant’s pictures: a thumbnail’s button or the arrow keys change the main picture', async () => {
    const product = withViews(mailerBox());
    const variant = product.variants![0]!;
    render(
      <IntlProvider locale="en-US" messages={en}>
        <ProductGallery product={product} variant={variant} />
      </IntlProvider>,
    );
    // The row is a chunk of its own, arriving after the main picture.
    const thumbs = within(await screen.findByRole('list', { name: 'Pictures of the product' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Show picture 1 of 3', 'Show picture 2 of 3', 'Show picture 3 of 3']);
    expect(mainPicture()).toHaveAttribute('src', `/api/assets/variants/${variant.sku}.svg`);
    expect(mainPicture()).toHaveAccessibleName(`${product.title}, picture 1 of 3`);
    // The main picture is the page's largest paint, fetched first; the thumbnails wait.
    expect(mainPicture()).toHaveAttribute('fetchpriority', 'high');
    for (const b of thumbs) expect(b.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(thumbs[1]!);
    expect(mainPicture()).toHaveAttribute('src', `/api/assets/variants/${variant.sku}/open.svg`);
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');

    await userEvent.keyboard('{ArrowRight}');
    expect(thumbs[2]).toHaveFocus();
    expect(mainPicture()).toHaveAttribute('src', `/api/assets/variants/${variant.sku}/front.svg`);
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    expect(mainPicture()).toHaveAttribute('src', `/api/assets/variants/${variant.sku}.svg`);
    await userEvent.keyboard('{End}');
    expect(mainPicture()).toHaveAccessibleName(`${product.title}, picture 3 of 3`);
    await userEvent.keyboard('{ArrowLeft}');
    expect(thumbs[1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(thumbs[0]).toHaveFocus();
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the view when the variant changes, and falls back to the product’s pictures for a variant without any', async () => {
    const product = withViews(mailerBox());
    const [first, second] = product.variants!;
    const view = (variant: typeof first) => (
      <IntlProvider locale="en-US" messages={en}>
        <ProductGallery product={product} variant={variant} />
      </IntlProvider>
    );
    const { rerender } = render(view(first));
    await userEvent.click(await screen.findByRole('button', { name: 'Show picture 2 of 3' }));
    rerender(view(second));
    expect(mainPicture()).toHaveAttribute('src', `/api/assets/variants/${second!.sku}/open.svg`);
    rerender(view({ ...second!, images: [] }));
    expect(screen.getByRole('img', { name: 'Custom printed mailer boxes' })).toHaveAttribute('src', '/api/assets/products/mailer-box/detail.svg');
    expect(screen.getAllByRole('button', { name: /Show picture/ })).toHaveLength(2);
  });

  it('on the product page, choosing another board shows that variant’s picture', async () => {
    answerAsFirstVariant(replay, 'mailer-box-f15-white-hd');
    await renderRemote(App, catalogues, { path: '/products/mailer-box' });
    const product = mailerBox();
    const gallery = await screen.findByRole('img', { name: /picture 1 of/ });
    expect(gallery).toHaveAttribute('src', product.variants![0]!.images[0]!.url);
    await userEvent.click(await screen.findByRole('radio', { name: 'White cardboard (one side)' }));
    await waitFor(() => expect(screen.getByRole('img', { name: /picture 1 of/ })).toHaveAttribute('src', expect.stringMatching(/mailer-box-f15-white-hd\.svg$/)));
  });
});
