import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const GOOD = 'order_number;carrier;tracking_number\nR000000001;dpd;09445440012345\nR000000002;sandbox;SBX1234567\n';
const BAD = 'order_number,carrier,tracking_number\nR000000001,dpd,09445440012345\nR000000002,pigeon,123\nR000000003,dpd,\n';

/** `POST v2/operator/shipments/import` as the API answers: all rows shipped, or a 422 listing every bad row. */
function serveImport() {
  api.on('POST', /^v2\/operator\/shipments\/import$/, (req) => {
    const csv = String(req.body);
    if (csv.includes('pigeon')) {
      return {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'csv_rows_invalid',
          message: '2 rows are invalid; nothing was applied',
          errors: [
            { line: 3, field: 'carrier', code: 'unknown_carrier', message: 'Unknown carrier "pigeon"' },
            { line: 4, field: 'tracking_number', code: 'required', message: 'tracking_number is empty' },
          ],
        },
      };
    }
    return {
      status: 200,
      body: {
        shipped: [
          { line: 2, order_number: 'R000000001', shipment_id: 1, carrier: 'dpd', tracking_number: '09445440012345', tracking_url: 'https://tracking.dpd.de/status/en_US/parcel/09445440012345', fulfillment_state: 'shipped' },
          { line: 3, order_number: 'R000000002', shipment_id: 2, carrier: 'sandbox', tracking_number: 'SBX1234567', tracking_url: '/api/sandbox/carrier/parcels/SBX1234567', fulfillment_state: 'partially_shipped' },
        ],
      },
    };
  });
}

const csvFile = (text: string, name = 'parcels.csv') => new File([text], name, { type: 'text/csv' });

describe('marking orders shipped from the warehouse’s CSV (operators)', () => {
  it('asks for a file first, then sends it as it is and lists each parcel shipped with its order and tracking link', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    serveImport();
    await renderRemote(App, catalogues, { path: '/account/back-office/shipments/import' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark these orders shipped' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    expect(screen.getByLabelText('Parcel list (CSV)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.upload(screen.getByLabelText('Parcel list (CSV)'), csvFile(GOOD));
    await userEvent.click(screen.getByRole('button', { name: 'Mark these orders shipped' }));
    expect(await screen.findByText('2 parcels marked shipped.')).toBeInTheDocument();
    expect(api.calls('POST', /shipments\/import$/).at(-1)!.body).toBe(GOOD);
    const table = screen.getByRole('table', { name: 'Parcels shipped from parcels.csv' });
    const second = within(table).getByRole('row', { name: /R000000002/ });
    expect(within(second).getByRole('link', { name: 'Sandbox carrier, tracking number SBX1234567' })).toHaveAttribute('href', '/api/sandbox/carrier/parcels/SBX1234567');
    expect(second).toHaveTextContent('Partly shipped');
    expect(within(second).getByRole('link', { name: 'R000000002' })).toHaveAttribute('href', '/account/back-office/orders/R000000002');
  });

  it('with a bad row says nothing was applied and lists every row to fix, in the page’s language', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    serveImport();
    await renderRemote(App, catalogues, { path: '/account/back-office/shipments/import' });
    await userEvent.upload(await screen.findByLabelText('Parcel list (CSV)'), csvFile(BAD, 'lager.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark these orders shipped' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was marked shipped: 2 rows need fixing.');
    const rows = within(screen.getByRole('table', { name: 'Rows to fix in lager.csv' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '3carrierNot a carrier the store ships with (dpd, dhl, ups, inpost, poczta_polska, royal_mail, fedex).',
      '4tracking_numberEmpty.',
    ]);
    expect(screen.queryByText(/marked shipped\.$/)).not.toBeInTheDocument();
  });

  it('refuses a file over 1 MB before sending it', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    serveImport();
    await renderRemote(App, catalogues, { path: '/konto/zaplecze/przesylki/import', region: 'pl', locale: 'pl-PL' });
    await userEvent.upload(await screen.findByLabelText('Lista paczek (CSV)'), csvFile('x'.repeat(1024 * 1024 + 1)));
    await userEvent.click(screen.getByRole('button', { name: 'Oznacz te zamówienia jako wysłane' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Plik jest większy niż 1 MB: podziel go.'));
    expect(api.calls('POST', /shipments\/import$/)).toHaveLength(0);
  });
});
