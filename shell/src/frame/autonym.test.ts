import { LOCALE_TAGS } from '@ph/i18n';
import { autonym } from './autonym';

describe('autonym', () => {
  it.each(LOCALE_TAGS)('names %s in itself, as the browser’s own data does', (tag) => {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0] ?? tag) ?? tag;
    expect(autonym(tag)).toBe(name.charAt(0).toLocaleUpperCase(tag) + name.slice(1));
  });
});
