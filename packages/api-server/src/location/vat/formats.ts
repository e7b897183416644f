// Offline VAT number checks for EU member states and Northern Ireland: the format of each country
// and, where the algorithm is public and simple, its check digit. Input is the national part only
// (no country prefix), upper case, without spaces, dots or dashes.

type Check = (n: string) => boolean;

const d = (s: string, i: number): number => s.charCodeAt(i) - 48;

function weightedSum(s: string, weights: readonly number[]): number {
  return weights.reduce((sum, w, i) => sum + w * d(s, i), 0);
}

/** ISO 7064 MOD 11,10 (DE, HR). */
function mod11_10(s: string): boolean {
  let product = 10;
  for (let i = 0; i < s.length - 1; i++) {
    let sum = (d(s, i) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === d(s, s.length - 1);
}

/** Luhn over the whole string (IT, SE). */
function luhn(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let digit = d(s, s.length - 1 - i);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Remainder of a long decimal string modulo m, without bigint. */
function mod(s: string, m: number): number {
  let r = 0;
  for (const ch of s) r = (r * 10 + (ch.charCodeAt(0) - 48)) % m;
  return r;
}

const AT: Check = (n) => {
  if (!/^U\d{8}$/.test(n)) return false;
  const s = n.slice(1);
  const crossSum = (x: number) => Math.floor(x / 10) + (x % 10);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += i % 2 === 1 ? crossSum(2 * d(s, i)) : d(s, i);
  return (10 - ((sum + 4) % 10)) % 10 === d(s, 7);
};

const BE: Check = (n) => {
  const s = n.length === 9 ? `0${n}` : n;
  if (!/^[01]\d{9}$/.test(s)) return false;
  return 97 - mod(s.slice(0, 8), 97) === Number(s.slice(8));
};

const BG: Check = (n) => {
  if (/^\d{10}$/.test(n)) return true; // individuals and foreigners: several algorithms, format only
  if (!/^\d{9}$/.test(n)) return false;
  let r = weightedSum(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (r === 10) r = (weightedSum(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11) % 10;
  return r === d(n, 8);
};

const CY: Check = (n) => {
  if (!/^[0-59]\d{7}[A-Z]$/.test(n) || n.startsWith('2')) return false;
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? (odd[d(n, i)] ?? 0) : d(n, i);
  return String.fromCharCode(65 + (sum % 26)) === n[8];
};

const CZ: Check = (n) => {
  if (/^\d{9,10}$/.test(n)) return true; // individuals (birth numbers): format only
  if (!/^[0-8]\d{7}$/.test(n)) return false;
  const c = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return (c === 10 ? 0 : c === 11 ? 1 : c) === d(n, 7);
};

const DE: Check = (n) => /^[1-9]\d{8}$/.test(n) && mod11_10(n);

const DK: Check = (n) => /^[1-9]\d{7}$/.test(n) && weightedSum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;

const EE: Check = (n) =>
  /^10\d{7}$/.test(n) && (10 - (weightedSum(n, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === d(n, 8);

const EL: Check = (n) => {
  if (!/^\d{9}$/.test(n)) return false;
  return (weightedSum(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === d(n, 8);
};

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const ES: Check = (n) => {
  // NIF of a resident individual: 8 digits + letter.
  if (/^\d{8}[A-Z]$/.test(n)) return NIF_LETTERS[Number(n.slice(0, 8)) % 23] === n[8];
  // NIE of a foreigner: X/Y/Z + 7 digits + letter.
  if (/^[XYZ]\d{7}[A-Z]$/.test(n)) {
    const num = Number(`${'XYZ'.indexOf(n[0] ?? 'X')}${n.slice(1, 8)}`);
    return NIF_LETTERS[num % 23] === n[8];
  }
  // K/L/M: special individual NIFs.
  if (/^[KLM]\d{7}[A-Z]$/.test(n)) return NIF_LETTERS[Number(n.slice(1, 8)) % 23] === n[8];
  // CIF of a legal entity: type letter + 7 digits + control digit or letter.
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(n)) return false;
  const body = n.slice(1, 8);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    if (i % 2 === 0) {
      const doubled = 2 * d(body, i);
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += d(body, i);
  }
  const control = (10 - (sum % 10)) % 10;
  const last = n[8] ?? '';
  const asLetter = 'JABCDEFGHI'[control];
  if ('PQRSNW'.includes(n[0] ?? '')) return last === asLetter;
  if ('ABEH'.includes(n[0] ?? '')) return last === String(control);
  return last === String(control) || last === asLetter;
};

const FI: Check = (n) => {
  if (!/^\d{8}$/.test(n)) return false;
  const r = weightedSum(n, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (r === 1) return false;
  return (r === 0 ? 0 : 11 - r) === d(n, 7);
};

const FR: Check = (n) => {
  if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(n)) return false;
  const key = n.slice(0, 2);
  // Only the numeric key has a published formula; the alphanumeric (newer) keys are checked by VIES.
  if (!/^\d{2}$/.test(key)) return true;
  return (12 + 3 * mod(n.slice(2), 97)) % 97 === Number(key);
};

const HR: Check = (n) => /^\d{11}$/.test(n) && mod11_10(n);

const HU: Check = (n) =>
  /^\d{8}$/.test(n) && (10 - (weightedSum(n, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === d(n, 7);

const IE: Check = (n) => {
  // Old style "1X23456L" is rewritten to the new "0234561L" before the check.
  let s = n;
  if (/^\d[A-Z+*]\d{5}[A-W]$/.test(n)) s = `0${n.slice(2, 7)}${n[0]}${n[7]}`;
  if (!/^\d{7}[A-W]([A-IW])?$/.test(s)) return false;
  let sum = weightedSum(s, [8, 7, 6, 5, 4, 3, 2]);
  const second = s[8];
  if (second) sum += (second === 'W' ? 0 : second.charCodeAt(0) - 64) * 9;
  return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === s[7];
};

const IT: Check = (n) => /^\d{11}$/.test(n) && !/^0{7}/.test(n) && luhn(n);

const LT: Check = (n) => {
  if (!/^(\d{9}|\d{12})$/.test(n)) return false;
  if (d(n, n.length - 2) !== 1) return false;
  const body = n.slice(0, -1);
  const w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2];
  const w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4];
  let r = weightedSum(body, w1.slice(0, body.length)) % 11;
  if (r === 10) r = (weightedSum(body, w2.slice(0, body.length)) % 11) % 10;
  return r === d(n, n.length - 1);
};

const LU: Check = (n) => /^\d{8}$/.test(n) && mod(n.slice(0, 6), 89) === Number(n.slice(6));

// Legal entities start with 4–9 and individuals with a birth date; the checksum rules differ and are
// not published consistently, so Latvia gets the format check only.
const LV: Check = (n) => /^\d{11}$/.test(n);

const MT: Check = (n) =>
  /^[1-9]\d{7}$/.test(n) && 37 - (weightedSum(n, [3, 4, 6, 7, 8, 9]) % 37) === Number(n.slice(6));

const NL: Check = (n) => {
  if (!/^\d{9}B\d{2}$/.test(n) || n.endsWith('B00')) return false;
  // Legal entities: eleven-test on the 9 digits.
  const r = weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  if (r !== 10 && r === d(n, 8)) return true;
  // Sole proprietors since 2020: "NL" + number with letters as numbers (A=10 … Z=35) is 1 modulo 97.
  const numeric = `NL${n}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod(numeric, 97) === 1;
};

const PL: Check = (n) => {
  if (!/^\d{10}$/.test(n)) return false;
  const r = weightedSum(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return r !== 10 && r === d(n, 9);
};

const PT: Check = (n) => {
  if (!/^[1-9]\d{8}$/.test(n)) return false;
  const c = 11 - (weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (c > 9 ? 0 : c) === d(n, 8);
};

const RO: Check = (n) => {
  if (!/^[1-9]\d{1,9}$/.test(n)) return false;
  const body = n.slice(0, -1).padStart(9, '0');
  const c = ((weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10;
  return c === d(n, n.length - 1);
};

const SE: Check = (n) => /^\d{10}01$/.test(n) && luhn(n.slice(0, 10));

const SI: Check = (n) => {
  if (!/^[1-9]\d{7}$/.test(n)) return false;
  const c = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
  if (c === 11) return false;
  return (c === 10 ? 0 : c) === d(n, 7);
};

const SK: Check = (n) => /^[1-9]\d[2-47-9]\d{7}$/.test(n) && mod(n, 11) === 0;

/** Northern Ireland (XI): UK VAT formats; 9-digit numbers carry a MOD 97 (or MOD 9755) check. */
const XI: Check = (n) => {
  if (/^GD[0-4]\d{2}$/.test(n) || /^HA[5-9]\d{2}$/.test(n)) return true;
  if (!/^\d{9}(\d{3})?$/.test(n)) return false;
  const total = weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) + Number(n.slice(7, 9));
  return total % 97 === 0 || (total + 55) % 97 === 0;
};

/** Checks by VAT prefix (EL for Greece, XI for Northern Ireland). */
export const VAT_CHECKS: Readonly<Record<string, Check>> = {
  AT, BE, BG, CY, CZ, DE, DK, EE, EL, ES, FI, FR, HR, HU, IE, IT, LT, LU, LV, MT, NL, PL, PT, RO, SE, SI, SK, XI,
};
