import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, makeProof, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const PROOF = 'c1c1c1c1-d2d2-4e3e-8f4f-a5a5a5a5a5a5';
const designedLine = makeLine({
  id: 7,
  box_design_id: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4',
  box_design: { id: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4', name: 'Spring mailer', version: 4, design_status: 'saved', thumbnail_url: null },
  proof: { id: PROOF, status: 'pending' },
});

async function openOrder(over: Parameters<typeof makeProof>[0] = {}) {
  const user = signInAs(api);
  api.orders.set(user.id, [makeOrder({ number: 'R100000001', line_items: [designedLine, makeLine({ id: 8, name: 'Tape' })], production_state: 'awaiting_proof_approval' })]);
  api.proofs.set(PROOF, makeProof({ uuid: PROOF, line_item_id: 7, ...over }));
  await renderRemote(App, catalogues, { path: '/account/orders/R100000001' });
  return screen.findByRole('article', { name: 'Mailer box · Spring mailer' });
}

describe('design proofs in the order details', () => {
  it('shows nothing about proofs for an order without designed lines', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R100000001' })]);
    await renderRemote(App, catalogues, { path: '/account/orders/R100000001' });
    await screen.findByRole('heading', { level: 2, name: 'Order R100000001' });
    expect(screen.queryByRole('heading', { name: 'Design proofs' })).not.toBeInTheDocument();
  });

  it('approves a pending proof after confirming; Escape cancels; production moves on', async () => {
    const proof = await openOrder();
    expect(await within(proof).findByText('Waiting for your approval')).toBeInTheDocument();
    expect(screen.getByText('Production starts once you have approved every design proof.')).toBeInTheDocument();
    const approve = within(proof).getByRole('button', { name: 'Approve the proof' });
    await userEvent.click(approve);
    const dialog = screen.getByRole('dialog', { name: 'Approve this proof?' });
    expect(dialog).toHaveTextContent('We print “Mailer box · Spring mailer” exactly as in its print PDF.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve).toHaveFocus();
    expect(api.calls('PUT', /^client_approval_filesets\//)).toHaveLength(0);

    await userEvent.click(approve);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve for print' }));
    expect(await within(proof).findByText('Approved')).toBeInTheDocument();
    expect(api.calls('PUT', /^client_approval_filesets\//)[0]?.body).toEqual({ status: 'approved' });
    expect(within(proof).queryByRole('button', { name: 'Approve the proof' })).not.toBeInTheDocument();
    expect(within(proof).queryByRole('button', { name: 'Request changes' })).not.toBeInTheDocument();
    expect(await screen.findByText('Every proof is approved: your order is going into production.')).toBeInTheDocument();
  });

  it('sends a proof back only with a reason, and shows the reason afterwards', async () => {
    const proof = await openOrder();
    await userEvent.click(await within(proof).findByRole('button', { name: 'Request changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Request changes' });
    const reason = within(dialog).getByRole('textbox', { name: 'What should we change?' });
    expect(reason).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByText('Please tell us what to change.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT', /^client_approval_filesets\//)).toHaveLength(0);

    await userEvent.type(reason, '  The logo should be blue.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(proof).findByText('Changes requested')).toBeInTheDocument();
    expect(api.calls('PUT', /^client_approval_filesets\//)[0]?.body).toEqual({ status: 'changes_requested', review_reason: 'The logo should be blue.' });
    expect(proof).toHaveTextContent('What you asked us to change: The logo should be blue.');
    expect(screen.getByText('Production starts once you have approved every design proof.')).toBeInTheDocument();
  });

  it('shows what a proof is now when it was reviewed meanwhile elsewhere', async () => {
    const proof = await openOrder();
    await within(proof).findByText('Waiting for your approval');
    api.proofs.get(PROOF)!.attributes.status = 'approved';
    await userEvent.click(within(proof).getByRole('button', { name: 'Approve the proof' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve for print' }));
    expect(await within(proof).findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns about low resolution and downloads the print PDF of the paid design', async () => {
    const createObjectURL = jest.fn(() => 'blob:proof');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('order-R100000001-line-7.pdf');
      expect(this.href).toBe('blob:proof');
    });
    const proof = await openOrder({ low_resolution: true, low_resolution_details: [{ face: 'front', object_id: 'logo', dpi: 96 }] });
    expect(await within(proof).findByRole('note')).toHaveTextContent('Some pictures in this design print below 150 dpi');
    await userEvent.click(within(proof).getByRole('button', { name: 'Download the print PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls('GET', new RegExp(`^client_approval_filesets/${PROOF}/print_file$`))).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('says when the print PDF cannot be downloaded', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:proof'), revokeObjectURL: jest.fn() });
    const proof = await openOrder();
    api.on('GET', /print_file$/, () => ({ status: 503, body: { statusCode: 503, error: 'Unavailable', code: 'unavailable', message: 'down' } }));
    await userEvent.click(await within(proof).findByRole('button', { name: 'Download the print PDF' }));
    expect(await within(proof).findByRole('alert')).toBeInTheDocument();
  });
});
