import { screen } from '@testing-library/react';
import type { RegionCode } from '@ph/region-config';
import { Price } from '../src/Price';
import { renderUi } from './render';

describe('Price', () => {
  it.each<[RegionCode, string]>([
    ['pl', '1 234,56 zł'],
    ['eu', '€1,234.56'],
    ['gb', '£1,234.56'],
    ['us', '$1,234.56'],
    ['se', '1 234,56 kr'],
  ])('formats minor units in the %s region as %s', (region, expected) => {
    renderUi(<Price amountMinor={123456} />, { region });
    expect(document.querySelector('.ph-ui-price')).toHaveTextContent(expected, { normalizeWhitespace: true });
  });

  it('takes bigint amounts and can show a struck-through reference price', () => {
    renderUi(<Price amountMinor={9007199254740993n} strikethrough />, { region: 'eu' });
    const price = screen.getByText('€90,071,992,547,409.93');
    expect(price.tagName).toBe('S');
  });
});
