import { createIntl } from 'react-intl';
import { labelOf } from '../src/labels';

const labels = {
  paid: { id: 'test.paid', defaultMessage: 'Paid' },
  void: { id: 'test.void', defaultMessage: 'Voided' },
};

describe('labelOf', () => {
  const de = createIntl({ locale: 'de-DE', messages: { 'test.paid': 'Bezahlt' }, onError: () => undefined });

  it('formats the label of a known key in the active language, English where the catalogue has none', () => {
    expect(labelOf(de, labels, 'paid')).toBe('Bezahlt');
    expect(labelOf(de, labels, 'void')).toBe('Voided');
  });

  it('gives nothing for a key the labels do not name, inherited ones included, so the caller chooses', () => {
    expect(labelOf(de, labels, 'refunded')).toBeUndefined();
    expect(labelOf(de, labels, 'toString')).toBeUndefined();
    expect(labelOf(de, labels, null)).toBeUndefined();
    expect(labelOf(de, labels, undefined) ?? '#fff').toBe('#fff');
  });
});
