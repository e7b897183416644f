// The wizard's screens over the API's checkout steps: a link may ask for any screen, the order's
// state decides how far it may go.
import type { Order } from '@ph/api-client';
import { clampStep, stepFromUrl } from './wizardSteps';

const at = (state: Order['state']) => ({ state }) as Order;

it('lets an order go as far as the screen of the step it waits in, and no further', () => {
  const furthest = (state: Order['state']) => clampStep(at(state), 'summary');
  expect(['cart', 'address', 'delivery', 'payment', 'confirm', 'complete'].map((s) => [s, furthest(s as Order['state'])])).toEqual([
    ['cart', 'delivery'],
    ['address', 'delivery'],
    ['delivery', 'methods'],
    ['payment', 'summary'],
    ['confirm', 'summary'],
    ['complete', 'delivery'],
  ]);
  // Going back is always allowed.
  expect(clampStep(at('confirm'), 'delivery')).toBe('delivery');
});

it('reads only the screens it knows from the URL', () => {
  expect(stepFromUrl('methods')).toBe('methods');
  expect(stepFromUrl('payment')).toBeNull();
  expect(stepFromUrl(null)).toBeNull();
});
