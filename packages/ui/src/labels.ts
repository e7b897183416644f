import type { MessageDescriptor } from 'react-intl';

/** What `labelOf` needs of react-intl's `IntlShape`. */
export interface LabelFormatter {
  formatMessage(descriptor: MessageDescriptor): string;
}

/**
 * The label a set of messages holds for a key that comes from data (an order state the API sends, a
 * palette colour's id), formatted in the shopper's language; undefined for a key the set does not
 * name, so the screen says what to show instead of failing on a value it does not know yet.
 */
export function labelOf(intl: LabelFormatter, labels: Readonly<Record<string, MessageDescriptor>>, key: string | null | undefined): string | undefined {
  const descriptor = key != null && Object.hasOwn(labels, key) ? labels[key] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : undefined;
}
