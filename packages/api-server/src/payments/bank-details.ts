// Where customers transfer money, per currency (docs/domain.md#constants-and-limits: EUR, GBP, PLN, RON, SEK). The
// values are the standard published example accounts (valid check digits, belonging to no customer) and
// are labelled DEMO; production replaces this table with the store's real accounts.
export interface BankDetails {
  currency: string;
  account_holder: string;
  bank_name: string;
  iban: string;
  bic: string;
  /** UK domestic transfers. */
  sort_code?: string;
  account_number?: string;
  demo: true;
}

export const BANK_DETAILS: Readonly<Record<string, BankDetails>> = Object.freeze({
  EUR: { currency: 'EUR', account_holder: 'Packhelp Demo GmbH (DEMO)', bank_name: 'Commerzbank (DEMO)', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', demo: true },
  GBP: {
    currency: 'GBP',
    account_holder: 'Packhelp Demo Ltd (DEMO)',
    bank_name: 'NatWest (DEMO)',
    iban: 'GB29NWBK60161331926819',
    bic: 'NWBKGB2L',
    sort_code: '60-16-13',
    account_number: '31926819',
    demo: true,
  },
  PLN: { currency: 'PLN', account_holder: 'Packhelp Demo sp. z o.o. (DEMO)', bank_name: 'Santander Bank Polska (DEMO)', iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP', demo: true },
  RON: { currency: 'RON', account_holder: 'Packhelp Demo SRL (DEMO)', bank_name: 'Banca Demo (DEMO)', iban: 'RO49AAAA1B31007593840000', bic: 'AAAARO22', demo: true },
  SEK: { currency: 'SEK', account_holder: 'Packhelp Demo AB (DEMO)', bank_name: 'SEB (DEMO)', iban: 'SE4550000000058398257466', bic: 'ESSESESS', demo: true },
});

export function bankDetailsFor(currency: string): BankDetails | undefined {
  return BANK_DETAILS[currency.toUpperCase()];
}

/** ISO 13616 check: move the country and check digits to the end, read letters as numbers, mod 97 = 1. */
export function ibanIsValid(iban: string): boolean {
  const s = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = parseInt(ch, 36);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}
