import { screen } from '@testing-library/react';
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

describe('reforestation', () => {
  it("shows the customer's trees and everyone's", async () => {
    const user = signInAs(api);
    api.on('GET', /^v1\/sustainability\/total_planted_trees$/, () => ({ status: 200, body: { data: { total_planted_trees: 12345 } } }));
    api.on('GET', /^v1\/sustainability\/users_planted_trees\/\d+$/, (req) => ({
      status: 200,
      body: { data: { user_id: Number(req.path.split('/').pop()), planted_trees: req.path.endsWith(`/${user.id}`) ? 7 : 0 } },
    }));
    await renderRemote(App, catalogues, { path: '/account/support-reforestation' });
    expect(await screen.findByText('Trees planted for your orders')).toBeInTheDocument();
    expect(screen.getByText('Trees planted for your orders').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('Trees planted by all our customers').nextElementSibling).toHaveTextContent('12,345');
  });

  it('shows loading, then an error with retry that recovers', async () => {
    signInAs(api);
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    api.on('GET', /^v1\/sustainability\/total_planted_trees$/, async () => {
      await gate;
      return fail ? { status: 503, body: { statusCode: 503, error: 'x', code: 'down', message: 'x' } } : { status: 200, body: { data: { total_planted_trees: 0 } } };
    });
    api.on('GET', /^v1\/sustainability\/users_planted_trees\/\d+$/, () => ({ status: 200, body: { data: { user_id: 1, planted_trees: 0 } } }));
    await renderRemote(App, catalogues, { path: '/account/support-reforestation' });
    expect(await screen.findByText('Loading the planted trees')).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { name: 'The planted trees could not be loaded' });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Trees planted by all our customers')).toBeInTheDocument();
  });
});
