/** Lower case without accents, so "pudelko" finds "Pudełko" and "boite" finds "Boîte". */
function fold(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss');
}

/**
 * True when every word of the query matches a word of one of the texts, in any order: as the start
 * of it (typing "mail" finds "Mailer") or, from three letters, the other way round ("boxes" finds "box").
 */
export function matchesQuery(texts: readonly string[], query: string, locale: string): boolean {
  const words = fold(query, locale).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = texts.flatMap((t) => fold(t, locale).split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return words.every((w) => haystack.some((h) => h.startsWith(w) || (h.length >= 3 && w.startsWith(h))));
}
