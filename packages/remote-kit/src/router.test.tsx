import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

function Steps() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="step">{params.get('step') ?? 'none'}</p>
      <button type="button" onClick={() => setParams({ step: 'delivery' })}>
        Checkout
      </button>
      <button type="button" onClick={() => setParams({})}>
        Back to cart
      </button>
      <button type="button" onClick={() => navigate('/order/R1/payment', { replace: true })}>
        Pay
      </button>
    </>
  );
}

describe('the remotes’ router (the address bar single-spa shares)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/cart/'));

  it('a link navigates in the page, adds a history entry, and every reader sees the new address', async () => {
    render(
      <>
        <Link to="/products/mailer-box?quantity=500">Mailer box</Link>
        <Where />
      </>,
    );
    const before = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Mailer box' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products/mailer-box?quantity=500');
    expect(window.location.pathname).toBe('/products/mailer-box');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('link', { name: 'Mailer box' })).toHaveAttribute('href', '/products/mailer-box?quantity=500');
  });

  it('leaves a click with a modifier key or into another tab to the browser', () => {
    render(
      <>
        <Link to="/account/orders">Orders</Link>
        <Link to="/account/settings" target="_blank">
          Settings
        </Link>
        <Where />
      </>,
    );
    // What the router left to the browser, seen after React's handlers (jsdom cannot follow a link).
    const leftToBrowser: boolean[] = [];
    const record = (e: MouseEvent) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByTestId('where')).toHaveTextContent('/cart/');
  });

  it('search params: set keeps the path, an empty set drops the query, navigate can replace the entry', async () => {
    render(
      <>
        <Steps />
        <Where />
      </>,
    );
    expect(screen.getByTestId('step')).toHaveTextContent('none');
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('step')).toHaveTextContent('delivery');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart\/\?step=delivery$/);
    await userEvent.click(screen.getByRole('button', { name: 'Back to cart' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart\/$/);
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/order/R1/payment');
    expect(window.history.length).toBe(entries);
  });

  it('follows back/forward (popstate) and <Navigate> goes once, replacing', () => {
    render(<Where />);
    act(() => {
      window.history.pushState(null, '', '/account/orders');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/account/orders');
    const entries = window.history.length;
    render(<Navigate replace to="/account/sign-in?return_to=%2Faccount%2Forders" />);
    expect(window.location.pathname + window.location.search).toBe('/account/sign-in?return_to=%2Faccount%2Forders');
    expect(screen.getByTestId('where')).toHaveTextContent('/account/sign-in?return_to=%2Faccount%2Forders');
    expect(window.history.length).toBe(entries);
  });
});
