import { finishHydration, keepEarlyClicks, startHydration } from './earlyClicks';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const PAGE =
  '<div id="ph-header" data-ssr=""><button type="button" id="search">Search</button><a href="#cart" id="cart">Cart</a></div>' +
  '<main id="ph-page-body"><div data-app="catalogue" data-ssr=""><form id="form"><button id="add">Add to cart</button></form></div></main>' +
  '<div id="live"><button type="button" id="other">Other</button></div>';

/** `markup` as the server sent it, with the click keeper listening; its form `#form` is counted, not sent. */
function serverPage(markup = PAGE) {
  document.body.innerHTML = markup;
  const clicks: string[] = [];
  document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
  let submitted = 0;
  document.getElementById('form')!.addEventListener('submit', (e) => {
    submitted += 1;
    e.preventDefault();
  });
  stop = keepEarlyClicks(document);
  return { clicks, submitted: () => submitted, el: (id: string) => document.getElementById(id)! };
}

it('keeps a click on a server-rendered button until its root has hydrated, then makes it again', () => {
  const page = serverPage();
  page.el('search').click();
  expect(page.clicks).toEqual([]);
  const header = page.el('ph-header');
  startHydration(header);
  page.el('search').click();
  expect(page.clicks).toEqual([]);
  finishHydration(header);
  expect(page.clicks).toEqual(['search']);
  expect(header.hasAttribute('data-ssr') || header.hasAttribute('data-hydrating')).toBe(false);
  page.el('search').click();
  expect(page.clicks).toEqual(['search', 'search']);
});

it('does not send a form from markup no script has taken, and sends it once the root is live', () => {
  const page = serverPage();
  page.el('add').click();
  expect(page.submitted()).toBe(0);
  finishHydration(page.el('ph-header'));
  expect(page.submitted()).toBe(0);
  finishHydration(page.el('ph-page-body').firstElementChild!);
  expect(page.submitted()).toBe(1);
});

it('leaves links and live markup alone', () => {
  const page = serverPage();
  page.el('cart').click();
  page.el('other').click();
  expect(page.clicks).toEqual(['cart', 'other']);
});

it('leaves the browser the controls it operates itself: a popover’s button, the boxes and submit button of a form with an address', () => {
  const page = serverPage(
    '<div id="ph-header" data-ssr=""><button type="button" id="menu" popovertarget="nav">Menu</button><nav id="nav" popover="auto"></nav>' +
      '<form id="form" action="/cart/"><input type="checkbox" id="tick" name="size" value="s"><button id="cart">Cart</button></form></div>',
  );
  page.el('menu').click();
  page.el('tick').click();
  expect((page.el('tick') as HTMLInputElement).checked).toBe(true);
  page.el('cart').click();
  expect(page.clicks).toEqual(['menu', 'tick', 'cart']);
  expect(page.submitted()).toBe(1);
  // Nothing is made again on hydration: the visitor's clicks went through already.
  finishHydration(page.el('ph-header'));
  expect(page.clicks).toEqual(['menu', 'tick', 'cart']);
});

it('drops the kept clicks of markup that was replaced', () => {
  const page = serverPage();
  page.el('add').click();
  finishHydration(page.el('ph-page-body').firstElementChild!, { replay: false });
  expect(page.submitted()).toBe(0);
  expect(page.clicks).toEqual([]);
});
