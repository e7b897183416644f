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
