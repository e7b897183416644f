// The help centre's search page (/help/search/?q=…): asks the store's help-posts API on the same origin
// (the search the store's header uses: stemmed, best match first) and lists the articles it finds. All
// text goes in with textContent; the words come from the page (data-*), in its language. Without
// JavaScript the page lists the help centre's topics. An external file, as the page's CSP allows no
// inline script but the footer's two lines. It is loaded right after the results' section, before the
// topics are parsed, so it hides them and keeps the screen's height for the results before the first paint:
// the answer fills the space without moving what the visitor already sees (no layout shift). Without
// results the topics come back below the message.
(() => {
  const section = document.querySelector('[data-help-search]');
  if (!(section instanceof HTMLElement)) return;
  const q = (new URLSearchParams(location.search).get('q') ?? '').trim().slice(0, 200);
  const input = document.getElementById('help-q');
  if (input instanceof HTMLInputElement) input.value = q;
  if (!q) return;
  const d = section.dataset;
  const say = (/** @type {string | undefined} */ text) => String(text ?? '').split('{q}').join(q);
  const title = section.querySelector('h2');
  const status = section.querySelector('[role=status]');
  const list = section.querySelector('ul');
  if (!title || !status || !list) return;
  section.hidden = false;
  section.classList.add('pending');
  const showTopics = () => section.classList.remove('pending');
  title.textContent = say(d.results);
  status.textContent = d.searching ?? '';
  const params = new URLSearchParams({ q, lang: d.lang ?? '', region: d.region ?? '', limit: '20' });
  fetch(`${d.api}?${params}`, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
    .then((/** @type {{ data: Array<{ title: string, summary: string, path: string }> }} */ body) => {
      status.textContent = body.data.length ? '' : say(d.noResults);
      if (!body.data.length) showTopics();
      for (const post of body.data) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = post.path;
        a.textContent = post.title;
        const p = document.createElement('p');
        p.textContent = post.summary;
        li.append(a, p);
        list.append(li);
      }
    })
    .catch(() => {
      status.textContent = say(d.failed);
      showTopics();
    });
})();
