import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installApiReplay, type Replay } from '../../test/apiReplay';
import { parseQuantities, validateQuote, emptyItem, type QuoteDraft } from './quoteForm';

let api: Replay;
let quoteAnswer: { status: number; answer: unknown };
const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  api = installApiReplay();
  quoteAnswer = { status: 201, answer: { quote_request: { id: 42, qr_number: 'QR00000042' } } };
  // Uploads fall back to fetch without XMLHttpRequest, so the replay answers them.
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = undefined;
  api.override((req) =>
    req.method === 'POST' && req.path === '/v1/files' && req.search === '?purpose=attachment'
      ? { status: 201, answer: { file: { id: '6f1f3b9e-8f33-4c1e-9d63-2f1b1d0c0a11', type: 'png', content_type: 'image/png', name: 'logo.png', byte_size: 68, width_px: 1, height_px: 1, width_mm: null, height_mm: null, page_count: null, sanitized: false, variants: ['original'], created_at: '2026-01-01T00:00:00.000Z' } } }
      : req.method === 'POST' && req.path === '/v2/quote_requests'
        ? quoteAnswer
        : undefined,
  );
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const posted = () => api.requests.filter((r) => r.method === 'POST' && r.path === '/v2/quote_requests');

describe('the quote form', () => {
  it('is filled in from a configurator link: product, size and quantity', async () => {
    await renderRemote(App, catalogues, { path: '/quote?sku=mailer-box&length=300&width=200&height=100&quantity=500' });
    expect(screen.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Product/ })).toHaveValue('mailer-box'));
    expect(screen.getByRole('option', { name: 'Mailer box' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Length (mm)' })).toHaveValue('300');
    expect(screen.getByRole('textbox', { name: 'Height (mm)' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: /^Quantities/ })).toHaveValue('500');
  });

  it('says what is missing, puts the focus on it and sends nothing', async () => {
    await renderRemote(App, catalogues, { path: '/quote' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByRole('combobox', { name: /^Product/ })).toHaveAccessibleDescription('Please choose a product.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveFocus());
    expect(posted()).toHaveLength(0);
  });

  it('sends a quote request with a file and shows its number', async () => {
    await renderRemote(App, catalogues, { path: '/quote' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Ada Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'ada@example.com');
    await screen.findByRole('option', { name: 'Mailer box' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Product/ }), 'mailer-box');
    await userEvent.type(screen.getByRole('textbox', { name: 'Length (mm)' }), '320');
    await userEvent.type(screen.getByRole('textbox', { name: 'Width (mm)' }), '210');
    await userEvent.type(screen.getByRole('textbox', { name: 'Height (mm)' }), '90');
    await userEvent.type(screen.getByRole('textbox', { name: /^Quantities/ }), '500, 1000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Print' }), 'print-color-hd');
    await userEvent.upload(screen.getByLabelText(/^Files/), new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Remove logo.png' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, your request is on its way' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/quote/success');
    expect(screen.getByText('QR00000042')).toBeInTheDocument();
    expect(posted()[0]?.body).toEqual({
      mode: 0,
      region: 'eu',
      locale: 'en',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      company_name: null,
      phone: null,
      items: [{ sku: 'mailer-box', quantities: [500, 1000], custom_size: { length: 320, width: 210, height: 90 }, print: 'print-color-hd' }],
      deadline: null,
      description: null,
      attachment_ids: ['6f1f3b9e-8f33-4c1e-9d63-2f1b1d0c0a11'],
    });
  });

  it('shows the server’s refusal as an alert and stays on the form', async () => {
    quoteAnswer = { status: 400, answer: { error: 'Bad Request', code: 'invalid_input', message: 'deadline: must be a date YYYY-MM-DD', field: 'deadline' } };
    await renderRemote(App, catalogues, { path: '/quote' });
    await userEvent.click(screen.getByRole('radio', { name: /A brief/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Gift boxes for 300 bottles of olive oil');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/quote');
  });

  it('speaks Polish at /wycena', async () => {
    await renderRemote(App, catalogues, { path: '/wycena', region: 'pl', locale: 'pl-PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zapytanie ofertowe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij zapytanie' })).toBeInTheDocument();
  });
});

describe('quote form rules', () => {
  const base: QuoteDraft = { mode: 0, name: 'Ada', email: 'ada@example.com', company: '', phone: '', items: [{ ...emptyItem(), sku: 'mailer-box', quantities: '500' }], deadline: '', description: '' };

  it('reads quantities: up to five whole numbers, duplicates once', () => {
    expect(parseQuantities('500, 1000;2500 500')).toEqual([500, 1000, 2500]);
    expect(parseQuantities('')).toBeNull();
    expect(parseQuantities('1,2,3,4,5,6')).toBeNull();
    expect(parseQuantities('0')).toBeNull();
    expect(parseQuantities('12.5')).toBeNull();
  });

  it('accepts a complete request and refuses a past deadline, a partial size and a brief without description', () => {
    expect(validateQuote(base, '2026-05-01', false)).toEqual({});
    expect(Object.keys(validateQuote({ ...base, deadline: '2026-04-30' }, '2026-05-01', false))).toEqual(['deadline']);
    expect(Object.keys(validateQuote({ ...base, items: [{ ...base.items[0]!, length: '300' }] }, '2026-05-01', false))).toEqual(['items.0.size']);
    expect(Object.keys(validateQuote({ ...base, mode: 1 }, '2026-05-01', false))).toEqual(['description']);
    expect(Object.keys(validateQuote({ ...base, email: '' }, '2026-05-01', true))).toEqual(['email']);
  });
});
