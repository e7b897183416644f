// @ts-check
// What the store actually does, read from the packages that own it (never retyped here): the help
// centre's numbers, lists and links are filled in from these, and the content check compares what an
// article states against them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const load = (/** @type {string} */ specifier) => tsImport(require.resolve(specifier), import.meta.url);

/** @type {typeof import('@ph/region-config')} */
export const regionConfig = await load('@ph/region-config');
/** @type {{ FILE_RULES: { types: readonly string[], maxPixels: number } }} */
const files = await load('@ph/api-contract');
/** @type {{ PRINT_DPI: number, DPI_THRESHOLDS: { good: number, warn: number } }} */
const dieline = await load('@ph/dieline');
/** @type {{ DEFAULT_QUANTITY: number, EDITOR_QUANTITY_RANGES: readonly number[] }} */
const quantities = await load('@ph/catalogue-logic/quantity-ranges');
/** @type {{ paymentMethodLabel: (intl: { formatMessage: (d: { id: string, defaultMessage: string }) => string }, method: string) => string }} */
const methodLabels = await load('@ph/ui/method-labels');
/** @type {{ tokensCss: (scope?: string) => string }} */
export const uiTokens = await load('@ph/ui/tokens');
/** The contact form's topics and limits, as the API's support module enforces them. */
/** @type {{ SUPPORT_TOPICS: readonly string[], CONTACT_ATTACHMENTS: { types: readonly string[], maxFiles: number, maxBytes: number, messageMaxLength: number } }} */
export const contactRules = await load('@ph/api-contract/support');

/** The interface languages (the same 11 as every message catalogue). */
export const LANGUAGES = /** @type {const} */ (['cs', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro', 'sv']);

/** Artwork rules: accepted types (jpg and jpeg are one format), the pixel limit and the DPI tiers. */
export const ARTWORK = Object.freeze({
  types: files.FILE_RULES.types,
  maxPixels: files.FILE_RULES.maxPixels,
  printDpi: dieline.PRINT_DPI,
  dpi: dieline.DPI_THRESHOLDS,
  /** The contact form also takes ZIP archives (storefront-config: contact-form files). */
  contactTypes: [...files.FILE_RULES.types, 'zip'],
});

export const QUANTITIES = Object.freeze({ min: quantities.DEFAULT_QUANTITY, ranges: quantities.EDITOR_QUANTITY_RANGES });

/**
 * Every number of days the store states somewhere (production; average, compartment and sample-pack
 * delivery, in any store): a figure of days an article writes by hand must be one of these.
 */
export const DAY_FIGURES = Object.freeze(
  [
    ...new Set(
      regionConfig.REGION_CODES.flatMap((r) => {
        const c = regionConfig.getRegionConfig(r);
        const { compartmentDeliveryTime: a, avarageDeliveryTime, samplePackAverageDeliveryTime } = c.deliveryTime;
        const b = c.shipmentsConfig.compartmentDeliveryTime;
        return [c.shipmentsConfig.productionTime, avarageDeliveryTime, samplePackAverageDeliveryTime, a.min, a.max, b.min, b.max];
      }),
    ),
  ].sort((x, y) => x - y),
);

const uiMessages = new Map();
/** @param {string} lang @returns {Record<string, string>} */
function uiCatalogue(lang) {
  if (!uiMessages.has(lang)) {
    const file = require.resolve('@ph/ui/tokens').replace(/tokens\.ts$/, `messages/${lang}.json`);
    uiMessages.set(lang, JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return uiMessages.get(lang);
}

/** @param {string} lang @param {string[]} items */
export function listOf(lang, items) {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}

/**
 * The payment methods a store takes, named as checkout names them (@ph/ui's labels in the page's
 * language). `stripe` and `card` are both a card payment to the shopper, so they are named once.
 * @param {import('@ph/region-config').RegionCode} region @param {string} lang
 */
export function paymentMethodNames(region, lang) {
  const messages = uiCatalogue(lang);
  const intl = { formatMessage: (/** @type {{ id: string, defaultMessage: string }} */ d) => messages[d.id] ?? d.defaultMessage };
  const methods = regionConfig.getRegionConfig(region).allowedPaymentMethods.map((m) => (m === 'stripe' ? 'card' : m));
  return [...new Set(methods)].map((m) => methodLabels.paymentMethodLabel(intl, m));
}

/**
 * The facts that are numbers, for one store: a noun after one agrees with it in languages whose plural
 * depends on the number (`{{deliveryDays|few=dni robocze|many=dni roboczych|…}}`: 3 dni robocze, 5 dni
 * roboczych), see `fillPlurals`.
 * @param {import('@ph/region-config').RegionCode} region
 * @returns {Record<string, number>}
 */
export function numericFactsFor(region) {
  const config = regionConfig.getRegionConfig(region);
  return {
    minQuantity: QUANTITIES.min,
    maxQuantity: QUANTITIES.ranges[QUANTITIES.ranges.length - 1],
    maxPixels: ARTWORK.maxPixels,
    printDpi: ARTWORK.dpi.good,
    warnDpi: ARTWORK.dpi.warn,
    productionDays: config.shipmentsConfig.productionTime,
    deliveryDays: config.deliveryTime.avarageDeliveryTime,
    samplePackDays: config.deliveryTime.samplePackAverageDeliveryTime,
  };
}

/** Every payment method some store takes (`{{if:<method>}}…{{/if}}` and an article's `methods` name these). */
export const PAYMENT_METHODS = Object.freeze([...new Set(regionConfig.REGION_CODES.flatMap((r) => regionConfig.getRegionConfig(r).allowedPaymentMethods))]);

/** `{{if:<method>}}…{{/if}}`: text about a payment method, which only the stores that take it show. */
export const CONDITIONAL = /\{\{if:(\w+)\}\}([\s\S]*?)\{\{\/if\}\}/g;

/**
 * Keeps the text of `{{if:<method>}}…{{/if}}` in a store that takes the method and drops it elsewhere
 * (the United States store has no bank transfer, so its pages do not explain one).
 * @param {string} text @param {readonly string[]} methods the store's payment methods
 */
export function keepOffered(text, methods) {
  return text.replace(CONDITIONAL, (_, method, inner) => (methods.includes(method) ? inner : ''));
}

/** `{{fact|category=words|…}}`: a numeric fact and the words that follow it, per CLDR plural category. */
export const PLURAL_PLACEHOLDER = /\{\{\s*(\w+)\s*\|([^{}]*)\}\}/g;

/** @param {string} forms `one=dzień|few=dni` @returns {Map<string, string>} */
export function pluralForms(forms) {
  return new Map(forms.split('|').map((f) => [f.slice(0, f.indexOf('=')).trim(), f.slice(f.indexOf('=') + 1).trim()]));
}

/**
 * Fills `{{fact|one=…|few=…|many=…|other=…}}` with the store's number and the words of its plural
 * category in the language (Intl.PluralRules): the number is the store's, the grammar the language's.
 * @param {string} text @param {string} lang @param {Record<string, string>} facts formatted @param {Record<string, number>} numbers
 */
export function fillPlurals(text, lang, facts, numbers) {
  const rules = new Intl.PluralRules(lang);
  return text.replace(PLURAL_PLACEHOLDER, (_, name, forms) => {
    const words = pluralForms(forms);
    return `${facts[name]} ${words.get(rules.select(numbers[name])) ?? words.get('other')}`;
  });
}

/**
 * The facts an article may name with `{{name}}`, for one store in one language.
 * @param {import('@ph/region-config').RegionCode} region @param {string} lang
 * @returns {Record<string, string>}
 */
export function factsFor(region, lang) {
  const config = regionConfig.getRegionConfig(region);
  const number = new Intl.NumberFormat(lang);
  const countryName = new Intl.DisplayNames([lang], { type: 'region' });
  const upper = [...new Set(ARTWORK.types.map((t) => t.toUpperCase()))];
  return {
    minQuantity: number.format(QUANTITIES.min),
    maxQuantity: number.format(QUANTITIES.ranges[QUANTITIES.ranges.length - 1]),
    quantities: listOf(lang, QUANTITIES.ranges.map((q) => number.format(q))),
    artworkTypes: listOf(lang, upper),
    contactTypes: listOf(lang, [...upper, 'ZIP']),
    maxPixels: number.format(ARTWORK.maxPixels),
    printDpi: number.format(ARTWORK.dpi.good),
    warnDpi: number.format(ARTWORK.dpi.warn),
    productionDays: number.format(config.shipmentsConfig.productionTime),
    deliveryDays: number.format(config.deliveryTime.avarageDeliveryTime),
    samplePackDays: number.format(config.deliveryTime.samplePackAverageDeliveryTime),
    paymentMethods: listOf(lang, paymentMethodNames(region, lang)),
    currency: config.currency,
    shippingCountries: listOf(lang, config.allowedShippingCountries.map((c) => countryName.of(c) ?? c).sort((a, b) => a.localeCompare(b, lang))),
  };
}
