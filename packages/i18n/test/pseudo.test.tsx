import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { AppIntlProvider, loadMessages, parseLocale, PSEUDO_LOCALE, pseudoLocaleAllowedBy, resolveLocale, UnknownLanguageError, type Messages } from '../src';
import { pseudoLocalize, pseudoText } from '../src/pseudoMessages';

const ASCII_LETTER = /[A-Za-z]/;

describe('pseudoText', () => {
  it('accents every ASCII letter and doubles the vowels, leaving digits, spaces and punctuation', () => {
    expect(pseudoText('Your cart')).toBe('Ẏǿǿŭŭř ƈȧȧřŧ');
    expect(pseudoText('Pay €12.50 now!')).toBe('Ƥȧȧẏ €12.50 ƞǿǿẇ!');
    expect(pseudoText('Zürich')).toBe('Ẑüřīīƈħ');
  });

  it('makes an English sentence about 30 % longer with no ASCII letter left', () => {
    const english = 'Please correct the highlighted fields before you continue to the payment.';
    const pseudo = pseudoText(english);
    expect(pseudo).not.toMatch(ASCII_LETTER);
    expect(pseudo.length / english.length).toBeGreaterThan(1.25);
    expect(pseudo.length / english.length).toBeLessThan(1.45);
  });
});

describe('pseudoLocalize', () => {
  it('keeps the ICU structure: arguments, plural branches, # and tags stay, only literal text changes', () => {
    const ast = pseudoLocalize('{count, plural, one {# item} other {# items}} for <b>{name}</b>');
    expect(ast[0]).toEqual({ type: TYPE.literal, value: '[' });
    expect(ast.at(-1)).toEqual({ type: TYPE.literal, value: ']' });
    const plural = ast[1]!;
    expect(plural.type).toBe(TYPE.plural);
    if (plural.type !== TYPE.plural) throw new Error('not a plural');
    expect(plural.value).toBe('count');
    expect(plural.options.one!.value.map((e) => (e.type === TYPE.literal ? e.value : e.type))).toEqual([TYPE.pound, ' īīŧḗḗḿ']);
    const tag = ast[3]!;
    expect(tag.type).toBe(TYPE.tag);
    if (tag.type !== TYPE.tag) throw new Error('not a tag');
    expect(tag.value).toBe('b');
    expect(tag.children).toEqual([expect.objectContaining({ type: TYPE.argument, value: 'name' })]);
  });

  it('takes a compiled message (the production catalogues hold ASTs) as well as its source', () => {
    expect(pseudoLocalize(parse('Hello {name}'))).toEqual(pseudoLocalize('Hello {name}'));
  });

  it('formats in react-intl with its values, every word accented', () => {
    const messages: Messages = { 'cart.count': pseudoLocalize('{count, plural, one {# item} other {# items}} in your cart') };
    render(
      <AppIntlProvider locale={PSEUDO_LOCALE} messages={messages}>
        <p>
          <FormattedMessage id="cart.count" defaultMessage="{count, plural, one {# item} other {# items}} in your cart" values={{ count: 3 }} />
        </p>
      </AppIntlProvider>,
    );
    expect(screen.getByText('[3 īīŧḗḗḿş īīƞ ẏǿǿŭŭř ƈȧȧřŧ]')).toBeInTheDocument();
  });
});

describe('the en-XA locale', () => {
  it('is chosen with ?locale=en-XA in development builds (tests are one)', () => {
    expect(resolveLocale({ search: '?locale=en-XA', region: 'pl' })).toBe('en-XA');
    expect(parseLocale('en-xa')).toBe('en-XA');
  });

  it("is refused by a production build like any unknown tag, unless the page's host allows it", () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => parseLocale('en-XA')).toThrow(new UnknownLanguageError('en', 'en-XA'));
      expect(() => resolveLocale({ search: '?locale=en-XA', region: 'pl', pseudoLocale: false })).toThrow(UnknownLanguageError);
      expect(resolveLocale({ search: '?locale=en-XA', region: 'pl', pseudoLocale: true })).toBe('en-XA');
      // The host's allowance opens the pseudo-locale only, not any other unknown tag.
      expect(() => parseLocale('en-GB', { pseudoLocale: true })).toThrow(new UnknownLanguageError('en', 'en-GB'));
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it("is allowed by remotes.json's `$qa.pseudoLocale: true` and by nothing looser", () => {
    expect(pseudoLocaleAllowedBy({ $qa: { pseudoLocale: true } })).toBe(true);
    for (const settings of [undefined, {}, { $qa: true }, { $qa: { pseudoLocale: 'true' } }, { $qa: { pseudoLocale: 1 } }, { $qa: null }, { qa: { pseudoLocale: true } }]) {
      expect(pseudoLocaleAllowedBy(settings)).toBe(false);
    }
  });

  it("loads the English catalogue, pseudo-localised, and no other language's", async () => {
    const asked: string[] = [];
    const messages = await loadMessages(
      {
        en: async () => (asked.push('en'), { 'a.title': 'Your cart' }),
        de: async () => (asked.push('de'), { 'a.title': 'Ihr Warenkorb' }),
      },
      PSEUDO_LOCALE,
    );
    expect(asked).toEqual(['en']);
    expect(messages['a.title']).toEqual(pseudoLocalize('Your cart'));
  });
});
