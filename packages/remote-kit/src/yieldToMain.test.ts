import { yieldToMain } from './yieldToMain';

it('lets a task queued before it run first', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  await yieldToMain();
  order.push('after the yield');
  expect(order).toEqual(['queued task', 'after the yield']);
});

it('does not wait in a tab in the background', async () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  try {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['after the yield']);
  } finally {
    visibility.mockRestore();
  }
});
