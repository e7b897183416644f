/**
 * The part of react-intl the consent views use, for the standalone bundle only (aliased in
 * webpack.standalone.cjs): the consent strings need `{name}` arguments and nothing else, and the full
 * ICU runtime would be most of the 25 KB budget. Same API, so the views are one source.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';

export interface MessageDescriptor {
  id?: string;
  defaultMessage?: string;
  description?: string;
}
type Values = Record<string, string | number>;

export interface IntlShape {
  locale: string;
  messages: Record<string, string>;
  formatMessage(descriptor: MessageDescriptor, values?: Values): string;
}

export function formatLite(template: string, values?: Values): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function createIntl(locale: string, messages: Record<string, string>): IntlShape {
  return {
    locale,
    messages,
    formatMessage: (d, values) => formatLite((d.id && messages[d.id]) || d.defaultMessage || d.id || '', values),
  };
}

const IntlContext = createContext<IntlShape>(createIntl('en-US', {}));

export function IntlProvider({ locale, messages, children }: { locale: string; messages?: Record<string, string>; children?: ReactNode; defaultLocale?: string }) {
  return createElement(IntlContext.Provider, { value: createIntl(locale, messages ?? {}) }, children);
}

export function useIntl(): IntlShape {
  return useContext(IntlContext);
}

export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

export function FormattedMessage(props: MessageDescriptor & { values?: Values }) {
  return useIntl().formatMessage(props, props.values);
}
