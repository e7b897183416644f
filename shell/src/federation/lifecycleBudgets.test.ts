import { registerApplication, start, getAppStatus, MOUNTED } from 'single-spa';
import { MOUNT_ERROR_AFTER_MS, setLifecycleBudgets } from './lifecycleBudgets';

// single-spa's message #31, worded in its development build, a numbered link in its production one.
const slowMount = /did not resolve or reject|code=31&arg=mount/;

describe('a remote whose mount is slow', () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    warnings.mockRestore();
    jest.useRealTimers();
  });

  it('is warned about while it mounts, reported as an error only past the budget, and still mounts', async () => {
    let finishMount: () => void = () => undefined;
    setLifecycleBudgets();
    registerApplication({
      name: 'slow-remote',
      app: async () => ({
        bootstrap: async () => undefined,
        mount: () => new Promise<void>((resolve) => (finishMount = resolve)),
        unmount: async () => undefined,
      }),
      activeWhen: () => true,
    });
    start({ urlRerouteOnly: true });

    // single-spa's own default would have logged an error at 3 s.
    await jest.advanceTimersByTimeAsync(MOUNT_ERROR_AFTER_MS - 500);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(slowMount);
    expect(warnings.mock.calls.flat().join(' ')).toMatch(slowMount);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(errors.mock.calls.flat().join(' ')).toMatch(slowMount);

    finishMount();
    await jest.advanceTimersByTimeAsync(0);
    expect(getAppStatus('slow-remote')).toBe(MOUNTED);
  });
});
