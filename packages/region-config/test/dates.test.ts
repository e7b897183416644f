import { getRegionConfig } from '@ph/region-config';
import { formatRegionDate } from '../src/dates';

describe('formatRegionDate', () => {
  it.each([
    ['eu', '12/02/2026'],
    ['pl', '12.02.2026'],
    ['de', '12.02.2026'],
    ['us', '02/12/2026'],
    ['nl', '12-02-2026'],
    ['se', '2026-02-12'],
  ] as const)('writes 2026-02-12 the %s way', (region, expected) => {
    expect(formatRegionDate('2026-02-12', getRegionConfig(region).datesFormattingRules)).toBe(expected);
  });

  it('knows single-digit tokens and leaves a value that is not a date alone', () => {
    expect(formatRegionDate('2026-03-05', { standardFormat: 'd.M.yyyy' })).toBe('5.3.2026');
    expect(formatRegionDate('soon', { standardFormat: 'dd/MM/yyyy' })).toBe('soon');
  });
});
