import { getRegionConfig } from '@ph/region-config';
import { estimateDelivery, effectiveOrderDay, parseClockTime } from '../src/catalogue/deliveryEstimate';
import { deliveryDaysFor, localDateTime } from '../src/catalogue/deliveryService';
import { addWorkingDays, formatIsoDate, isWorkingDay, parseIsoDate } from '../src/catalogue/workingDays';

const d = (iso: string): Date => {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(iso);
  return date;
};

describe('working days', () => {
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2025-02-28')).toBeDefined();
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-02-29')).toBeDefined();
    expect(parseIsoDate('2025-13-01')).toBeUndefined();
    expect(parseIsoDate('7.3.2025')).toBeUndefined();
  });

  it('knows weekends', () => {
    expect(isWorkingDay(d('2025-03-07'))).toBe(true); // Friday
    expect(isWorkingDay(d('2025-03-08'))).toBe(false); // Saturday
    expect(isWorkingDay(d('2025-03-09'))).toBe(false); // Sunday
  });

  it('skips weekends when adding working days', () => {
    expect(formatIsoDate(addWorkingDays(d('2025-03-07'), 1))).toBe('2025-03-10'); // Fri + 1 → Mon
    expect(formatIsoDate(addWorkingDays(d('2025-03-03'), 5))).toBe('2025-03-10'); // Mon + 5 → next Mon
    expect(formatIsoDate(addWorkingDays(d('2025-03-08'), 1))).toBe('2025-03-10'); // Sat + 1 → Mon
    expect(formatIsoDate(addWorkingDays(d('2025-03-05'), 0))).toBe('2025-03-05');
    // Across a month and a leap day
    expect(formatIsoDate(addWorkingDays(d('2024-02-28'), 2))).toBe('2024-03-01');
  });

  it('rejects negative counts', () => {
    expect(() => addWorkingDays(d('2025-03-05'), -1)).toThrow(RangeError);
  });
});

describe('order day and cut-off', () => {
  it('counts an order before noon on a working day from that day', () => {
    expect(formatIsoDate(effectiveOrderDay(d('2025-03-05'), parseClockTime('11:59')!))).toBe('2025-03-05');
  });
  it('moves an order at or after the cut-off to the next working day', () => {
    expect(formatIsoDate(effectiveOrderDay(d('2025-03-05'), parseClockTime('12:00')!))).toBe('2025-03-06');
    expect(formatIsoDate(effectiveOrderDay(d('2025-03-07'), parseClockTime('16:30')!))).toBe('2025-03-10');
  });
  it('moves a weekend order to Monday whatever the time', () => {
    expect(formatIsoDate(effectiveOrderDay(d('2025-03-08'), parseClockTime('08:00')!))).toBe('2025-03-10');
    expect(formatIsoDate(effectiveOrderDay(d('2025-03-09'), parseClockTime('23:00')!))).toBe('2025-03-10');
  });
  it('parses 24 h times only', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('23:59')).toBe(1439);
    expect(parseClockTime('24:00')).toBeUndefined();
    expect(parseClockTime('9:00')).toBeUndefined();
  });
});

describe('estimateDelivery', () => {
  it('adds 21 production working days and the region transit window', () => {
    // Wed 5 March 2025, 10:00 (before the cut-off): the order counts from that day.
    const e = estimateDelivery({ startDate: d('2025-03-05'), startMinutes: 600, productionDays: 21, deliveryDays: { min: 3, max: 5 } });
    expect(e.orderDay).toBe('2025-03-05');
    // 21 working days = 4 weeks (20) + 1 day after Wed 5 March → Thu 3 April.
    expect(e.shipDate).toBe('2025-04-03');
    expect(e.minDate).toBe('2025-04-08'); // Thu + 3 wd → Tue
    expect(e.maxDate).toBe('2025-04-10'); // Thu + 5 wd → Thu
  });

  it('a later cut-off shifts every date by one working day', () => {
    const before = estimateDelivery({ startDate: d('2025-03-05'), startMinutes: 600, productionDays: 21, deliveryDays: { min: 3, max: 3 } });
    const after = estimateDelivery({ startDate: d('2025-03-05'), startMinutes: 13 * 60, productionDays: 21, deliveryDays: { min: 3, max: 3 } });
    expect(after.shipDate).toBe(formatIsoDate(addWorkingDays(d(before.shipDate), 1)));
    expect(after.minDate).toBe(formatIsoDate(addWorkingDays(d(before.minDate), 1)));
  });

  it('never lands on a weekend', () => {
    for (let day = 1; day <= 28; day += 1) {
      for (const minutes of [0, 720, 1439]) {
        const e = estimateDelivery({ startDate: d(`2025-02-${String(day).padStart(2, '0')}`), startMinutes: minutes, productionDays: 21, deliveryDays: { min: 3, max: 5 } });
        for (const iso of [e.orderDay, e.shipDate, e.minDate, e.maxDate]) expect(isWorkingDay(d(iso))).toBe(true);
      }
    }
  });

  it('rejects an inverted delivery window', () => {
    expect(() => estimateDelivery({ startDate: d('2025-03-05'), startMinutes: 0, productionDays: 1, deliveryDays: { min: 5, max: 3 } })).toThrow(RangeError);
  });
});

describe('region delivery days', () => {
  it('uses the average of 5 days, 3 for Poland, from region-config', () => {
    expect(deliveryDaysFor('eu', { type: 'custom' })).toEqual({ min: 3, max: 5 });
    expect(deliveryDaysFor('de', { type: 'plain' })).toEqual({ min: 3, max: 5 });
    expect(deliveryDaysFor('pl', { type: 'custom' })).toEqual({ min: 3, max: 3 });
    expect(getRegionConfig('pl').deliveryTime.avarageDeliveryTime).toBe(3);
  });
  it('uses the sample pack time (3 in Poland, 5 elsewhere) for sample packs', () => {
    expect(deliveryDaysFor('pl', { type: 'sample' })).toEqual({ min: 3, max: 3 });
    expect(deliveryDaysFor('gb', { type: 'sample' })).toEqual({ min: 5, max: 5 });
  });
});

describe('localDateTime', () => {
  it('reads the wall clock of the factory time zone', () => {
    // 23:30 UTC on 31 March 2025 is 01:30 on 1 April in Warsaw (summer time).
    expect(localDateTime(new Date('2025-03-31T23:30:00Z'), 'Europe/Warsaw')).toEqual({ date: '2025-04-01', time: '01:30' });
    expect(localDateTime(new Date('2025-01-15T11:05:00Z'), 'Europe/Warsaw')).toEqual({ date: '2025-01-15', time: '12:05' });
  });
});
