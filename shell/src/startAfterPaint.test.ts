import { startAfterPaint } from './startAfterPaint';

function pageWith(html: string) {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

it('starts a page the browser renders itself at once', () => {
  pageWith('<main id="ph-page-body"></main>');
  const start = jest.fn();
  startAfterPaint(document, start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts a server-rendered page after its next frame, not before', async () => {
  pageWith('<div id="ph-header" data-ssr=""><h1>Mailer box</h1></div>');
  const start = jest.fn();
  startAfterPaint(document, start);
  expect(start).not.toHaveBeenCalled();
  await nextFrames();
  expect(start).toHaveBeenCalledTimes(1);
});

describe('a page the edge marked whole without script (data-boot="on-use")', () => {
  beforeEach(() => document.documentElement.setAttribute('data-boot', 'on-use'));
  afterEach(() => document.documentElement.removeAttribute('data-boot'));

  it('waits past its first frames for the first sign of use, then starts once', async () => {
    pageWith('<div id="ph-header" data-ssr=""><a href="/">Home</a></div><main id="ph-page-body"><div data-app="catalogue" data-ssr=""><input aria-label="Quantity"></div></main>');
    const start = jest.fn();
    startAfterPaint(document, start);
    await nextFrames();
    expect(start).not.toHaveBeenCalled();
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'click', 'input', 'change'])('starts on %s', (type) => {
    pageWith('<div id="ph-header" data-ssr=""></div>');
    const start = jest.fn();
    startAfterPaint(document, start);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['localStorage', 'sessionStorage'] as const)('starts after its first paint, without waiting for use, when %s keeps a session token', async (name) => {
    window[name].setItem('ph-api-token', 'kept-from-before');
    try {
      pageWith('<div id="ph-header" data-ssr=""></div>');
      const start = jest.fn();
      startAfterPaint(document, start);
      await nextFrames();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      window[name].removeItem('ph-api-token');
    }
  });

  it('starts when another tab of the store changes what it shows (storage)', () => {
    pageWith('<div id="ph-header" data-ssr=""></div>');
    const start = jest.fn();
    startAfterPaint(document, start);
    window.dispatchEvent(new StorageEvent('storage', { key: 'ph-consent' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when nothing on the page came from the server after all', () => {
    pageWith('<main id="ph-page-body"></main>');
    const start = jest.fn();
    startAfterPaint(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
