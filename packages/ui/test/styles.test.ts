import { linkUiSheet } from '../src/styles';

// @ph/ui's sheet is a file of each app's build (@ph/build-config ui-sheet.cjs); the package's code only
// makes sure the page has the file of its own copy.
describe('linkUiSheet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds nothing when the page head already links this copy\'s sheet (the shell\'s page)', () => {
    document.head.innerHTML = '<link rel="stylesheet" id="ph-ui-styles-abc" href="/ph-ui.abc.css">';
    linkUiSheet(document, { id: 'ph-ui-styles-abc', file: 'ph-ui.abc.css' });
    expect(document.head.querySelectorAll('link, style')).toHaveLength(1);
  });

  it('links the file of another copy (a remote built from other @ph/ui sources) once, after the page\'s', () => {
    document.head.innerHTML = '<link rel="stylesheet" id="ph-ui-styles-abc" href="/ph-ui.abc.css">';
    linkUiSheet(document, { id: 'ph-ui-styles-def', file: 'ph-ui.def.css' });
    linkUiSheet(document, { id: 'ph-ui-styles-def', file: 'ph-ui.def.css' });
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => l.id)).toEqual(['ph-ui-styles-abc', 'ph-ui-styles-def']);
    expect(links[1]).toHaveAttribute('rel', 'stylesheet');
    expect(links[1]?.getAttribute('href')).toMatch(/ph-ui\.def\.css$/);
  });

  it('injects the text itself where no build emitted a file (tests), once', () => {
    linkUiSheet(document, { id: 'ph-ui-styles', css: '.x{color:var(--ph-color-text)}' });
    linkUiSheet(document, { id: 'ph-ui-styles', css: '.x{color:var(--ph-color-text)}' });
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.x{color:var(--ph-color-text)}');
  });
});
