import { startAfterPaint } from './startAfterPaint';

function pageWith(html: string, readyState: DocumentReadyState) {
  document.body.innerHTML = html;
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
}

afterEach(() => {
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  document.body.innerHTML = '';
});

const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

it('starts a page the browser renders itself at once', () => {
  pageWith('<main id="ph-page-body"></main>', 'loading');
  const start = jest.fn();
  startAfterPaint(document, start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts a server-rendered page after its next frame, not before', async () => {
  pageWith('<div id="ph-header" data-ssr=""><h1>Mailer box</h1></div>', 'loading');
  const start = jest.fn();
  startAfterPaint(document, start);
  expect(start).not.toHaveBeenCalled();
  await nextFrames();
  expect(start).toHaveBeenCalledTimes(1);
});
