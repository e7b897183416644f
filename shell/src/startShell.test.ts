import { startShell } from './startShell';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

function pageWith(body: string, preloads?: string) {
  document.head.innerHTML = preloads === undefined ? '' : `<script type="application/json" id="ph-preloads">${preloads}</script>`;
  document.body.innerHTML = body;
}

const started = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('crossorigin')]);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('starts main.js on a server-rendered page after its first frame, with the files the host listed', async () => {
  pageWith('<div id="ph-header" data-ssr=""><h1>Mailer box</h1></div>', JSON.stringify({ scripts: ['/3262.abc.js', 'http://cdn.test/remoteEntry.js'], manifests: ['http://cdn.test/mf-manifest.json'] }));
  startShell(document, '/main.123.js');
  expect(started()).toEqual([]);
  expect(preloaded()).toEqual([]);
  await nextFrames();
  expect(started()).toEqual(['/main.123.js']);
  await nextTask();
  expect(preloaded()).toEqual([
    ['fetch', 'http://cdn.test/mf-manifest.json', 'anonymous'],
    ['script', '/3262.abc.js', null],
    ['script', 'http://cdn.test/remoteEntry.js', null],
  ]);
});

it('starts main.js at once on a page the browser renders itself', () => {
  pageWith('<main id="ph-page-body"></main>');
  startShell(document, '/main.123.js');
  expect(started()).toEqual(['/main.123.js']);
});

it('still starts main.js when the list of preloads is damaged', async () => {
  pageWith('<main id="ph-page-body"></main>', '{"scripts": [');
  startShell(document, '/main.123.js');
  expect(started()).toEqual(['/main.123.js']);
  await nextTask();
  expect(preloaded()).toEqual([]);
});

it('ignores entries of the list that are not addresses', async () => {
  pageWith('<main id="ph-page-body"></main>', JSON.stringify({ scripts: ['/a.js', 7, null], manifests: 'x' }));
  startShell(document, '/main.123.js');
  await nextTask();
  expect(preloaded()).toEqual([['script', '/a.js', null]]);
});
