import { yieldToMain } from './yieldToMain';

it('lets a task queued before it run first', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  await yieldToMain();
  order.push('after the yield');
  expect(order).toEqual(['queued task', 'after the yield']);
});
