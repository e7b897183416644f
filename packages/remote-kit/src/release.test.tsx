import { render, screen } from '@testing-library/react';
import { appRelease, describeRelease, parseRelease } from './release';
import { CrashPanel } from './lifecycles';

describe('a remote’s release', () => {
  const saved = process.env.PH_RELEASE;
  afterEach(() => {
    process.env.PH_RELEASE = saved;
    jest.restoreAllMocks();
  });

  it('is what the build baked in', () => {
    process.env.PH_RELEASE = JSON.stringify({ name: 'mf-catalogue', version: '0.1.0', commit: '3f2a1bc9d0e8f7a6' });
    expect(appRelease()).toEqual({ name: 'mf-catalogue', version: '0.1.0', commit: '3f2a1bc9d0e8f7a6' });
    expect(describeRelease(appRelease())).toBe('mf-catalogue@0.1.0 (3f2a1bc)');
    expect(describeRelease(parseRelease({ name: 'shell', version: '1.0.0', commit: 'abcdef123', dirty: true }))).toBe(
      'shell@1.0.0 (abcdef1, uncommitted changes)',
    );
  });

  it('is unnamed where no build baked one in, and malformed data is ignored', () => {
    delete process.env.PH_RELEASE;
    expect(appRelease()).toBeNull();
    expect(parseRelease({ name: 'x' })).toBeNull();
    expect(describeRelease(null)).toBe('an unnamed build');
  });

  it('is named in the crash report of the remote', async () => {
    process.env.PH_RELEASE = JSON.stringify({ name: 'mf-catalogue', version: '0.1.0', commit: '3f2a1bc9d0e8f7a6' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    const { container } = render(<CrashPanel locale="en-US" error={error} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-release', 'mf-catalogue@0.1.0 (3f2a1bc)');
    expect(logged).toHaveBeenCalledWith('mf-catalogue@0.1.0 (3f2a1bc) crashed', error);
  });
});
