import { periodError } from './PeriodFields';

describe('periodError', () => {
  it('asks for both days', () => {
    expect(periodError({ from: '', to: '2026-01-31' }, 366)).toBe('missing');
    expect(periodError({ from: '2026-01-01', to: '' }, 366)).toBe('missing');
  });

  it('refuses an end before the start, and accepts one day', () => {
    expect(periodError({ from: '2026-02-02', to: '2026-02-01' }, 366)).toBe('toBeforeFrom');
    expect(periodError({ from: '2026-02-01', to: '2026-02-01' }, 366)).toBeNull();
  });

  it('allows exactly the longest span the report allows, not a day more', () => {
    expect(periodError({ from: '2024-01-01', to: '2024-12-31' }, 365)).toBeNull();
    expect(periodError({ from: '2024-01-01', to: '2025-01-01' }, 365)).toBe('tooLong');
    expect(periodError({ from: '2025-01-01', to: '2026-01-06' }, 370)).toBeNull();
    expect(periodError({ from: '2025-01-01', to: '2026-01-07' }, 370)).toBe('tooLong');
  });
});
