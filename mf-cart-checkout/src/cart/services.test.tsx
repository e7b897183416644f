import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSummaryAtom, phStore } from '@ph/contracts';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  // These shoppers answered the marketing question before (its dialog has its own tests).
  api.answeredMarketing('ada@example.com');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const totalRow = (name: string) => screen.getByText(name, { selector: 'dt, dt *' }).closest('div')!;
const designedOrder = () => makeOrder({ line_items: [makeLine({ box_design_id: 'design-1' })] });
const refuse = (code: string, message: string) => () => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable', code, message } });

describe('tree planting', () => {
  it('shows the planted trees and the API price, adds trees, changes their number and removes them after a confirmation', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    const section = await screen.findByRole('region', { name: 'Plant trees with your order' });
    expect(await within(section).findByText('12,345')).toBeInTheDocument();
    expect(within(section).getByText('Our customers have planted', { exact: false })).toBeInTheDocument();
    expect(within(section).getByText('€1.00', { exact: false })).toBeInTheDocument();

    const trees = within(section).getByRole('spinbutton', { name: 'Number of trees' });
    await userEvent.clear(trees);
    await userEvent.type(trees, '3');
    await userEvent.click(within(section).getByRole('button', { name: 'Add trees' }));
    expect(await within(section).findByText(/3 trees in your order/)).toBeInTheDocument();
    // Items 100 × €1.00 + 3 trees × €1.00, as the API answered.
    expect(within(totalRow('Items')).getByText('€103.00')).toBeInTheDocument();
    // The badge counts products: trees ride along with the box line.
    expect(phStore.get(cartSummaryAtom).itemCount).toBe(1);

    await userEvent.clear(trees);
    await userEvent.type(trees, '10{Enter}');
    expect(await within(section).findByText(/10 trees in your order/)).toBeInTheDocument();
    expect(within(totalRow('Items')).getByText('€110.00')).toBeInTheDocument();
    expect(api.calls('PUT', /update_quantity_of_trees/)[0]?.body).toEqual({ order_id: 10, quantity: 10 });

    await userEvent.click(within(section).getByRole('button', { name: 'Remove trees' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the trees?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls('PUT', /update_quantity_of_trees/)).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: 'Remove trees' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(section).findByRole('button', { name: 'Add trees' })).toBeInTheDocument();
    expect(within(totalRow('Items')).getByText('€100.00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a number out of range without a call, and shows the API refusal keeping what was typed', async () => {
    api.orders.push(makeOrder());
    api.on('POST', /add_tree_line_item/, refuse('invalid', 'Trees cannot be planted right now'));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const section = await screen.findByRole('region', { name: 'Plant trees with your order' });
    const trees = await within(section).findByRole('spinbutton', { name: 'Number of trees' });
    await userEvent.clear(trees);
    await userEvent.type(trees, '0{Enter}');
    expect(within(section).getByText('Enter a whole number of trees from 1 to 10,000.')).toBeInTheDocument();
    expect(api.calls('POST', /add_tree_line_item/)).toHaveLength(0);

    await userEvent.clear(trees);
    await userEvent.type(trees, '7{Enter}');
    expect(await within(section).findByRole('alert')).toHaveTextContent('The trees could not be changed. Try again.');
    expect(trees).toHaveValue(7);
    expect(within(totalRow('Items')).getByText('€100.00')).toBeInTheDocument();
  });

  it('invites to plant the first trees while none are planted', async () => {
    api.orders.push(makeOrder());
    api.plantedTrees = 0;
    await renderRemote(App, catalogues, { path: '/cart/' });
    expect(await screen.findByText('Plant the first trees with your order.')).toBeInTheDocument();
    expect(screen.queryByText(/Our customers have planted/)).not.toBeInTheDocument();
  });

  it('offers no tree planting when the API has no price for it', async () => {
    api.orders.push(makeOrder());
    api.on('GET', /service_prices/, () => ({ status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'down' } }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const section = await screen.findByRole('region', { name: 'Plant trees with your order' });
    expect(await within(section).findByText('Tree planting cannot be added right now.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add trees' })).not.toBeInTheDocument();
  });
});

describe('expert check', () => {
  it('adds the check to a designed line as a child line with its API price, and removes it after a confirmation', async () => {
    api.orders.push(designedOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    const toggle = await screen.findByRole('switch', { name: 'Expert design check for Mailer box F33 (+€19.00)' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    const services = await screen.findByRole('list', { name: 'Services for Mailer box F33' });
    expect(within(services).getByText('Expert design check')).toBeInTheDocument();
    expect(within(services).getByText('€19.00')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(within(totalRow('Items')).getByText('€119.00')).toBeInTheDocument();
    expect(api.calls('POST', /expert_checks/)[0]?.body).toEqual({ parent_id: 1 });

    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Remove the expert check?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(totalRow('Items')).findByText('€100.00')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Services for Mailer box F33' })).not.toBeInTheDocument();
    expect(api.calls('DELETE', /expert_checks/)[0]?.query.get('parent_id')).toBe('1');
  });

  it('is offered only on designed lines', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    await screen.findByRole('heading', { name: 'Mailer box F33' });
    await screen.findByRole('group', { name: 'Delivery speed for Mailer box F33' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the API refusal and leaves the line without a check', async () => {
    api.orders.push(designedOrder());
    api.on('POST', /expert_checks/, refuse('invalid_parent', 'Line item 1 is not a product'));
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.click(await screen.findByRole('switch', { name: /Expert design check/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service could not be changed. Try again.');
    expect(screen.getByRole('switch', { name: /Expert design check/ })).not.toBeChecked();
    expect(within(totalRow('Items')).getByText('€100.00')).toBeInTheDocument();
  });
});

describe('express delivery', () => {
  it('lists standard and the express options of the line with their API prices; the totals follow the choice', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    const group = await screen.findByRole('group', { name: 'Delivery speed for Mailer box F33' });
    const standard = within(group).getByRole('radio', { name: 'Standard production' });
    expect(standard).toBeChecked();
    const fast = within(group).getByRole('radio', { name: 'Express: 5 working days sooner (+€49.00)' });
    within(group).getByRole('radio', { name: 'Express: 10 working days sooner (+€99.00)' });
    expect(api.calls('GET', /prices\/express_delivery/)[0]?.query.get('country')).toBe('DE');

    await userEvent.click(fast);
    expect(await within(totalRow('Items')).findByText('€149.00')).toBeInTheDocument();
    expect(fast).toBeChecked();
    expect(screen.getByText('Express production:', { exact: false })).toBeInTheDocument();
    expect(api.calls('PUT', /line_items\/1$/)[0]?.body).toEqual({ line_item: { express_delivery_option_id: 71 } });

    await userEvent.click(within(group).getByRole('radio', { name: 'Standard production' }));
    expect(await within(totalRow('Items')).findByText('€100.00')).toBeInTheDocument();
    expect(api.calls('PUT', /line_items\/1$/)[1]?.body).toEqual({ line_item: { express_delivery_option_id: null } });
  });

  it('says so when the API took the express option off because the delivery address moved to another country', async () => {
    api.orders.push(makeOrder({ line_items: [makeLine({ express_delivery_option_id: 71 })] }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.click(await screen.findByRole('link', { name: 'Go to checkout' }));
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: /Street and number/ }), 'Rua Augusta 1');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '1100-048');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Lisboa');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'PT');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const notice = 'Express production of Mailer box F33 is not offered for delivery to Portugal, so it is back to standard production.';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Delivery and payment method|Shipping/ })).toBeInTheDocument();
    // Back in the cart the line shows the notice and standard production, at the price the API answered.
    await userEvent.click(screen.getByRole('button', { name: 'Back to your cart' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(within(totalRow('Items')).getByText('€100.00')).toBeInTheDocument();
    expect(screen.queryByText(/Choose the delivery speed again/)).not.toBeInTheDocument();
  });

  it('dates standard production with the API estimate', async () => {
    api.orders.push(makeOrder());
    api.deliveryBy = '2026-02-19';
    await renderRemote(App, catalogues, { path: '/cart/' });
    const group = await screen.findByRole('group', { name: 'Delivery speed for Mailer box F33' });
    expect(await within(group).findByRole('radio', { name: 'Standard production (delivered by 19/02/2026)' })).toBeChecked();
  });

  it('dates each express option with the API estimate for the delivery country', async () => {
    api.orders.push(makeOrder());
    api.deliveryBy = '2026-02-19';
    api.expressBy = { 71: '2026-02-12', 72: '2026-02-05' };
    await renderRemote(App, catalogues, { path: '/cart/' });
    const group = await screen.findByRole('group', { name: 'Delivery speed for Mailer box F33' });
    expect(await within(group).findByRole('radio', { name: 'Express: delivered by 12/02/2026 (+€49.00)' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Express: delivered by 05/02/2026 (+€99.00)' })).toBeInTheDocument();
    expect(api.calls('GET', /delivery_estimates/).at(-1)?.query.get('country')).toBe('DE');
  });

  it('dates express options in the region format (de)', async () => {
    api.orders.push(makeOrder());
    api.deliveryBy = '2026-02-19';
    api.expressBy = { 71: '2026-02-12', 72: '2026-02-05' };
    await renderRemote(App, catalogues, { path: '/cart/', region: 'de' });
    // The de store writes dates with dots (its datesFormattingRules), whatever the language.
    expect(await screen.findByRole('radio', { name: /^Express: delivered by 12\.02\.2026 \(\+€?49,00/ })).toBeInTheDocument();
  });

  it('keeps standard selected and shows the reason when the API refuses the option', async () => {
    api.orders.push(makeOrder());
    api.on('PUT', /line_items\/1$/, refuse('express_option_invalid', 'Express delivery option 72 is not offered for delivery to DE in EUR'));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const group = await screen.findByRole('group', { name: 'Delivery speed for Mailer box F33' });
    await userEvent.click(within(group).getByRole('radio', { name: /10 working days/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Express production is not offered for this item and delivery country.');
    expect(within(group).getByRole('radio', { name: 'Standard production' })).toBeChecked();
    expect(within(totalRow('Items')).getByText('€100.00')).toBeInTheDocument();
  });

  it('says so when the options cannot be loaded, and the cart still works', async () => {
    api.orders.push(makeOrder());
    api.on('GET', /prices\/express_delivery/, () => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    expect(await screen.findByText('Express delivery options could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Delivery speed/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toBeEnabled();
  });
});
