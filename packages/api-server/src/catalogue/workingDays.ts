// Calendar arithmetic on plain dates (YYYY-MM-DD), done in UTC so no time zone shifts a day.
// Working days are Monday to Friday; public holidays differ per country and are not modelled.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(value: string): Date | undefined {
  const m = ISO_DATE.exec(value);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Date.UTC rolls 2025-02-30 over to March; a round trip catches dates that do not exist.
  return formatIsoDate(date) === value ? date : undefined;
}

export function formatIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function isWorkingDay(date: Date): boolean {
  const day = date.getUTCDay();
  return day !== 0 && day !== 6;
}

function addCalendarDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function nextWorkingDay(date: Date): Date {
  let d = addCalendarDays(date, 1);
  while (!isWorkingDay(d)) d = addCalendarDays(d, 1);
  return d;
}

/** The date `count` working days after `date` (count 0 returns `date` itself). */
export function addWorkingDays(date: Date, count: number): Date {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`working days must be a non-negative integer, got ${count}`);
  let d = date;
  for (let i = 0; i < count; i += 1) d = nextWorkingDay(d);
  return d;
}
