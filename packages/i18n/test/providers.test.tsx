import { render, renderHook, screen } from '@testing-library/react';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { AppIntlProvider, loadMessages, RegionProvider, resolveLocale, useFormatMoney, useRegion, useRoutePath, type Messages } from '../src';

const CATALOGUES = {
  en: async (): Promise<Messages> => ({ 'cart.total': 'Total: {amount}' }),
  pl: async (): Promise<Messages> => ({ 'cart.total': 'Razem: {amount}' }),
};

function CartTotal({ amountMinor }: { amountMinor: number | bigint }) {
  const formatMoney = useFormatMoney();
  const region = useRegion();
  return (
    <p data-testid="total" data-currency={region.currency}>
      <FormattedMessage id="cart.total" defaultMessage="Total: {amount}" values={{ amount: formatMoney(amountMinor) }} />
    </p>
  );
}

async function renderStore(region: RegionCode, amountMinor: number | bigint, search = '') {
  const locale = resolveLocale({ search, region });
  const messages = await loadMessages(CATALOGUES, locale);
  return render(
    <AppIntlProvider locale={locale} messages={messages}>
      <RegionProvider region={region}>
        <CartTotal amountMinor={amountMinor} />
      </RegionProvider>
    </AppIntlProvider>,
  );
}

describe('AppIntlProvider + RegionProvider', () => {
  it('shows a Polish total in złoty in pl', async () => {
    await renderStore('pl', 123456);
    expect(screen.getByTestId('total')).toHaveTextContent('Razem: 1 234,56 zł');
    expect(screen.getByTestId('total')).toHaveAttribute('data-currency', 'PLN');
  });

  it('shows an English total in pounds in gb', async () => {
    await renderStore('gb', 123456);
    expect(screen.getByTestId('total')).toHaveTextContent('Total: £1,234.56');
  });

  it('keeps the store currency when the visitor asks for another language', async () => {
    await renderStore('gb', -995n, '?locale=pl');
    expect(screen.getByTestId('total')).toHaveTextContent('Razem: -£9.95');
  });

  it('falls back to the English catalogue for a language without one', async () => {
    await renderStore('se', 1050);
    expect(screen.getByTestId('total')).toHaveTextContent('Total: 10,50 kr');
  });

  it('accepts a region config object', () => {
    render(
      <AppIntlProvider locale="en-US" messages={{}}>
        <RegionProvider region={getRegionConfig('us')}>
          <CartTotal amountMinor={100} />
        </RegionProvider>
      </AppIntlProvider>,
    );
    expect(screen.getByTestId('total')).toHaveTextContent('Total: $1.00');
  });

  it('builds route paths for the current store', () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => <RegionProvider region="pl">{children}</RegionProvider>;
    const { result } = renderHook(() => useRoutePath(), { wrapper });
    expect(result.current('orderPayment', { orderId: '7' })).toBe('/zamowienie/7/platnosc');
  });

  it('refuses hooks outside a RegionProvider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useFormatMoney())).toThrow('useRegion must be used inside a RegionProvider');
    spy.mockRestore();
  });
});

describe('missing translations', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  const Missing = () => <FormattedMessage id="not.translated" defaultMessage="Fallback text" />;

  it('are silent in tests and development and show the default message', () => {
    render(
      <AppIntlProvider locale="pl-PL" messages={{}}>
        <Missing />
      </AppIntlProvider>,
    );
    expect(screen.getByText('Fallback text')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('are reported when asked to (production default)', () => {
    render(
      <AppIntlProvider locale="pl-PL" messages={{}} reportMissingTranslations>
        <Missing />
      </AppIntlProvider>,
    );
    expect(screen.getByText('Fallback text')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not.translated'));
  });

  it('other errors are always reported', () => {
    render(
      <AppIntlProvider locale="en-US" messages={{}}>
        <FormattedNumber value={1} style="currency" currency="NOT-A-CURRENCY" />
      </AppIntlProvider>,
    );
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
    expect(warn).not.toHaveBeenCalled();
  });
});
