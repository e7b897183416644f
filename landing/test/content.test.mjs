// @ts-check
// The content check (lib/content.mjs): it passes on the real content and fails, naming the file, on a
// missing translation and on a number or list the store's code contradicts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_ROOT, contradictions, loadContent } from '../lib/content.mjs';

/** A copy of the real content to break. */
function copy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-content-'));
  fs.cpSync(CONTENT_ROOT, dir, { recursive: true });
  return dir;
}

test('the content of all 11 languages passes the check', () => {
  const { errors, content } = loadContent();
  assert.deepEqual(errors, []);
  const help = content.languages.en.entries.filter((e) => e.section === 'help');
  assert.ok(help.length >= 24, `${help.length} help articles`);
  const categories = new Set(help.map((e) => e.data.category));
  assert.ok(categories.size >= 6, `${categories.size} categories`);
  assert.ok(content.languages.en.entries.filter((e) => e.section === 'blog').length >= 6);
});

test('a missing translation fails, naming the file', () => {
  const dir = copy();
  fs.rmSync(path.join(dir, 'sv/help/dpi-and-resolution.md'));
  const { errors } = loadContent(dir);
  assert.deepEqual(errors, ['content/sv/help/dpi-and-resolution.md is missing (English has it)']);
});

test('a missing interface string fails, naming the key', () => {
  const dir = copy();
  const file = path.join(dir, 'ro/strings.json');
  const strings = JSON.parse(fs.readFileSync(file, 'utf8'));
  delete strings.footer.cookieSettings;
  fs.writeFileSync(file, JSON.stringify(strings));
  assert.deepEqual(loadContent(dir).errors, ['content/ro/strings.json: "footer.cookieSettings" is missing (English has it)']);
});

test('an article filed under another category than English’s fails', () => {
  const dir = copy();
  const file = path.join(dir, 'it/help/dpi-and-resolution.md');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('category: print-quality', 'category: delivery'));
  assert.deepEqual(loadContent(dir).errors, ['content/it/help/dpi-and-resolution.md: "category" is delivery, English says print-quality']);
});

test('a DPI figure the editor does not use fails', () => {
  const dir = copy();
  const file = path.join(dir, 'de/help/dpi-and-resolution.md');
  fs.appendFileSync(file, '\nFür Fotos reichen 72 dpi.\n');
  const { errors } = loadContent(dir);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^content\/de\/help\/dpi-and-resolution\.md: "72 dpi": the editor's DPI rule is 300 dpi/);
});

test('a pixel limit other than the upload limit fails, however the number is written', () => {
  assert.deepEqual(contradictions('Images up to 7000 px, 7 000 pixels, 7.000 Pixel or 7\u00a0000 pikseli.'), []);
  assert.equal(contradictions('Bilder bis 8.000 Pixel.').length, 1);
  assert.equal(contradictions('Obrázky do 10 000 pixelů.').length, 1);
});

test('a list of accepted file types with a type the editor refuses fails', () => {
  assert.deepEqual(contradictions('We accept PDF, PNG, JPG and SVG files.'), []);
  assert.equal(contradictions('We accept PDF, PNG, JPG, TIFF and SVG files.').length, 1);
  assert.equal(contradictions('Nahrajte soubory PDF, PNG nebo GIF.').length, 1);
  // A dieline format beside PDF is fine: templates come in it.
  assert.deepEqual(contradictions('Download the dieline as PDF or AI.'), []);
});

test('an unknown placeholder fails', () => {
  const dir = copy();
  const file = path.join(dir, 'fr/help/payment-methods.md');
  fs.appendFileSync(file, '\n{{paymentDays}}\n');
  assert.deepEqual(loadContent(dir).errors, ['content/fr/help/payment-methods.md: unknown placeholder {{paymentDays}}']);
});

test('a number of days that is no time of the store fails, in any language, unless the article names it as a period', () => {
  // The store's times: production 21, delivery 5 (3 in pl), sample packs 5 (3), compartments 1–2 and 3–5.
  assert.deepEqual(contradictions('Production takes 21 working days, delivery 5 Werktage, 3 dni robocze, 21 pracovních dnů.'), []);
  for (const text of ['Delivery takes 7 working days.', 'Lieferung in 4 Werktagen.', 'Výroba trvá 10 pracovních dnů.', 'Livraison en 9 jours ouvrés.', 'Leverans på 6 arbetsdagar.', 'Livrare în 8 zile lucrătoare.', 'Entrega em 4 dias úteis.']) {
    assert.equal(contradictions(text).length, 1, text);
  }
  assert.deepEqual(contradictions('Report damage within 14 days.', { periods: [14] }), []);
  const dir = copy();
  const file = path.join(dir, 'es/help/production-and-delivery-times.md');
  fs.appendFileSync(file, '\nEn temporada alta, la entrega tarda 12 días hábiles.\n');
  const { errors } = loadContent(dir);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^content\/es\/help\/production-and-delivery-times\.md: "12 días": no time of the store is 12 days/);
});

test('a quantity the editor does not offer fails, however the number is written', () => {
  assert.deepEqual(contradictions('From 30 boxes; 1,000 pieces; 2.500 Stück; 2 500 sztuk; 500 cutii.'), []);
  assert.equal(contradictions('The minimum is 50 boxes.').length, 1);
  assert.equal(contradictions('Ab 25 Stück.').length, 1);
  assert.equal(contradictions('Od 10 000 kusů.').length, 1);
  // Five samples are no order quantity.
  assert.deepEqual(contradictions('A pack of up to 5 samples.'), []);
});

test('the periods an article names must be the same in every language', () => {
  const dir = copy();
  const file = path.join(dir, 'pt/help/damaged-delivery.md');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\nperiods: [14]\n'));
  assert.deepEqual(loadContent(dir).errors, ['content/pt/help/damaged-delivery.md: "periods" is 14, English says undefined']);
});

test('a number that differs between stores takes the noun form its language needs there', async () => {
  const { fillPlurals, factsFor, numericFactsFor } = await import('../lib/facts.mjs');
  const text = 'Dostawa trwa średnio {{deliveryDays|one=dzień roboczy|few=dni robocze|many=dni roboczych|other=dnia roboczego}}.';
  // The Polish store delivers in 3 working days, the others in 5: "3 dni robocze", "5 dni roboczych".
  assert.equal(fillPlurals(text, 'pl', factsFor('pl', 'pl'), numericFactsFor('pl')), 'Dostawa trwa średnio 3 dni robocze.');
  assert.equal(fillPlurals(text, 'pl', factsFor('eu', 'pl'), numericFactsFor('eu')), 'Dostawa trwa średnio 5 dni roboczych.');
  const cs = 'za {{samplePackDays|one=pracovní den|few=pracovní dny|many=pracovního dne|other=pracovních dní}}';
  assert.equal(fillPlurals(cs, 'cs', factsFor('pl', 'cs'), numericFactsFor('pl')), 'za 3 pracovní dny');
  assert.equal(fillPlurals(cs, 'cs', factsFor('de', 'cs'), numericFactsFor('de')), 'za 5 pracovních dní');
});

test('a plural placeholder without every form of its language, or on no number, fails', () => {
  const dir = copy();
  const file = path.join(dir, 'pl/help/sample-packs.md');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('|many=dni roboczych', ''));
  fs.appendFileSync(file, '\n{{currency|one=a|few=b|many=c|other=d}} {{deliveryDays|one=a|two=b|few=c|many=d|other=e}}\n');
  const errors = loadContent(dir).errors;
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.match(errors[0], /lacks the words for "many" \(pl has/);
  assert.match(errors[1], /\{\{currency\|.*\}\} names no number/);
  assert.match(errors[2], /has "two", which pl does not/);
});

test('text about a payment method is only in the stores that take it; an unknown method fails', async () => {
  const { keepOffered } = await import('../lib/facts.mjs');
  const { buildSite } = await import('../lib/site.mjs');
  assert.equal(keepOffered('A.{{if:check}} Bank transfer.{{/if}}{{if:hokodo}} Hokodo.{{/if}}', ['check', 'card']), 'A. Bank transfer.');
  // The United States store takes cards only: no bank-transfer article, no paragraph on it, no Hokodo.
  const { pages, helpPosts } = buildSite();
  const us = pages.filter((p) => p.region === 'us' && p.lang === 'en');
  assert.ok(!us.some((p) => p.url.includes('/bank-transfer/')));
  assert.ok(!helpPosts.us.en.some((p) => p.id === 'bank-transfer'));
  const usMethods = us.find((p) => p.url === '/en-us/help/payment-methods/');
  assert.doesNotMatch(usMethods.html, /Bank transfer|Hokodo|\{\{/);
  const gbMethods = pages.find((p) => p.region === 'gb' && p.lang === 'en' && p.url === '/help/payment-methods/');
  assert.match(gbMethods.html, /<strong>Bank transfer<\/strong>/);
  assert.match(gbMethods.html, /Hokodo/);
  assert.ok(pages.some((p) => p.region === 'pl' && p.url === '/pomoc/bank-transfer/'));

  const dir = copy();
  const file = path.join(dir, 'nl/help/payment-methods.md');
  fs.appendFileSync(file, '\n{{if:cash}}Contant.{{/if}}\n');
  assert.deepEqual(loadContent(dir).errors, [`content/nl/help/payment-methods.md: {{if:cash}} names no payment method a store takes (${(await import('../lib/facts.mjs')).PAYMENT_METHODS.join(', ')})`]);
});

test('an article that names, in a store, a payment method the store does not take fails, in any language', async () => {
  const { methodsNotTaken } = await import('../lib/content.mjs');
  // Wrapped, the passage is only where the method is taken.
  assert.deepEqual(methodsNotTaken('Paid by card{{if:check}} or bank transfer{{/if}}.', ['stripe', 'card']), []);
  assert.deepEqual(methodsNotTaken('Zapłać kartą albo przelewem.', ['stripe', 'card']), ['check']);
  assert.deepEqual(methodsNotTaken('Zapłać przez Przelewy24.', ['check', 'card']), ['p24']);
  assert.deepEqual(methodsNotTaken('Pay later with Hokodo.', ['check', 'card', 'hokodo']), []);
  // Files in EPS are artwork, not the Austrian payment method; "ideal" is a word.
  assert.deepEqual(methodsNotTaken('EPS files are ideal for logos.', ['card']), []);

  const dir = copy();
  const file = path.join(dir, 'de/help/how-to-order.md');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('{{if:check}} (bei Überweisung', ' (bei Überweisung').replace('eingegangen ist){{/if}}', 'eingegangen ist)'));
  assert.deepEqual(loadContent(dir).errors, ['content/de/help/how-to-order.md: the us store does not take check, but the article names it there; wrap the passage in {{if:check}}…{{/if}}']);
});
