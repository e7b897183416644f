import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder, type FakeApi } from '../../test/fakeApi';
import MarketingConsentDialog, { type MarketingAnswer } from './MarketingConsentDialog';

jest.setTimeout(30_000);

const LABEL = 'I agree to receive news, offers and packaging tips from Packhelp by e-mail. I can withdraw this consent at any time.';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The shopper gives their e-mail address and delivery address and goes on to the methods. */
async function giveEmail(email: string, then: 'dialog' | 'methods' = 'dialog') {
  api.orders.push(makeOrder());
  await renderRemote(App, catalogues, { path: '/cart/' });
  await userEvent.click(await screen.findByRole('link', { name: 'Go to checkout' }));
  await screen.findByRole('heading', { level: 2, name: 'Your details' });
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Street and number/ }), 'Main St 1');
  await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '10115');
  await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Berlin');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'DE');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  if (then === 'methods') await screen.findByRole('heading', { level: 2, name: 'Delivery and payment method' });
}

describe('the marketing-consent dialog at checkout', () => {
  it('asks an address that has not answered, unticked, and records exactly the words shown', async () => {
    await giveEmail('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Would you like to hear from us?' });
    // Asked before the next step.
    expect(screen.queryByRole('heading', { level: 2, name: 'Delivery and payment method' })).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', expect.stringContaining('/privacy-policy/'));

    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.savedConsents).toEqual([
      expect.objectContaining({
        consents: [{ name: 'marketing', value: 'granted', displayed_text: LABEL }],
        region: 'eu',
        locale: 'en-US',
        anonymous_id: '1',
        email: 'ada@example.com',
        location: expect.stringContaining('/cart/'),
        acceptance_method: 'by-cta-click',
        policy_version: 1,
      }),
    ]);
    // Then the checkout goes on to the next step.
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeInTheDocument();
  });

  it('records a box left unticked as declined', async () => {
    await giveEmail('grace@example.com');
    await screen.findByRole('dialog', { name: 'Would you like to hear from us?' });
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(api.savedConsents).toHaveLength(1));
    expect(api.savedConsents[0]!.consents).toEqual([{ name: 'marketing', value: 'declined', displayed_text: LABEL }]);
  });

  it('closes on Escape without recording anything', async () => {
    await giveEmail('linus@example.com');
    await screen.findByRole('dialog', { name: 'Would you like to hear from us?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.savedConsents).toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeInTheDocument();
  });

  it('does not ask an address that has answered already', async () => {
    api.answeredMarketing('ada@example.com');
    await giveEmail('ada@example.com', 'methods');
    expect(api.calls('GET', /^v1\/emails\/global_consents_needed$/)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes on without asking when the server cannot say whether to ask', async () => {
    api.on('GET', /^v1\/emails\/global_consents_needed$/, () => ({ status: 503, body: { statusCode: 503, code: 'unavailable', message: 'down' } }));
    await giveEmail('ada@example.com', 'methods');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with a message when the answer cannot be saved', async () => {
    await giveEmail('ada@example.com');
    await screen.findByRole('dialog', { name: 'Would you like to hear from us?' });
    api.on('POST', /^v1\/emails\/save_with_consents$/, () => ({ status: 503, body: { statusCode: 503, code: 'unavailable', message: 'down' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('MarketingConsentDialog', () => {
  it('speaks the shopper’s language and links the store’s own privacy policy', async () => {
    const answers: MarketingAnswer[] = [];
    const Dialog = () => <MarketingConsentDialog onAnswer={async (a) => void answers.push(a)} onClose={() => undefined} />;
    await renderRemote(Dialog, catalogues, { region: 'pl', locale: 'pl-PL', heading: false });
    expect(await screen.findByRole('dialog', { name: 'Chcesz otrzymywać od nas wiadomości?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'polityka prywatności' })).toHaveAttribute('href', expect.stringContaining('/polityka-prywatnosci/'));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz mój wybór' }));
    expect(answers).toEqual([
      { name: 'marketing', value: 'granted', displayed_text: 'Wyrażam zgodę na otrzymywanie od Packhelp e-mailem nowości, ofert i porad dotyczących opakowań. Mogę ją wycofać w dowolnym momencie.' },
    ]);
  });
});
