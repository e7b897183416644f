// One input rule for every route, applied where routes are declared (an `onRoute` hook), not route by
// route:
//  1. authentication runs before validation — the auth preHandlers (`requireUser`, …) are moved to the
//     front of `preValidation`, so a token route without a token answers the spec's 401 "Auth token is
//     not defined" before its body is judged;
//  2. then no string the API accepts may carry control characters: PostgreSQL refuses U+0000 outright
//     (a 500 wherever it reached a query), and no field of this API has a use for the others.
//
// The rule (README "Input rules"):
//  - path and query parameters: no C0 control (U+0000–U+001F), no DEL (U+007F), no C1 (U+0080–U+009F);
//  - body fields (JSON, also the keys of objects, and raw text bodies such as the webhook's): the same,
//    except tab, line feed and carriage return, which free text (notes, addresses pasted from a
//    spreadsheet, pretty-printed JSON) legitimately holds; fields that must be one line say so in
//    their own schema;
//  - headers: no C0 control but tab, no DEL (HTTP forbids them; header values are Latin-1 decoded, so
//    U+0080–U+00FF are UTF-8 bytes of ordinary text there and stay allowed).
// A violation is a 400 `invalid_input` naming the field, before any handler, hook or query runs.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRouteHookHandler, preValidationHookHandler } from 'fastify';
import { AppError } from '../errors';
import { isAuthHandler } from './auth-handlers';

/* eslint-disable no-control-regex -- matching control characters is what these expressions are for */
const STRICT = /[\u0000-\u001f\u007f-\u009f]/;
const FREE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const HEADER = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/* eslint-enable no-control-regex */

export type InputPlace = 'path' | 'query' | 'body' | 'header';

const PLACE_WORDS: Record<InputPlace, string> = {
  path: 'Path parameter',
  query: 'Query parameter',
  body: 'Body field',
  header: 'Header',
};

/** True when `text` holds a character the rule forbids in that place. */
export function hasControlChars(text: string, place: InputPlace): boolean {
  return (place === 'body' ? FREE_TEXT : place === 'header' ? HEADER : STRICT).test(text);
}

/**
 * The dotted path (`items.0.name`, as schema errors name fields) of the first string or object key
 * in `value` that breaks the rule, or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findControlChars(value: unknown, place: InputPlace): string | null {
  // Each entry points at its parent, so a path is only spelled out for the field that fails.
  interface Entry {
    value: unknown;
    key: string | null;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry | null, last?: string): string => {
    const parts: string[] = last === undefined ? [] : [last];
    for (let e = entry; e && e.key !== null; e = e.parent) parts.push(e.key);
    return parts.reverse().join('.');
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (hasControlChars(current, place)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], key: String(i), parent: entry });
    } else if (current !== null && typeof current === 'object' && isPlain(current)) {
      for (const [key, child] of Object.entries(current).reverse()) {
        // Object keys are names, never free text.
        if (hasControlChars(key, 'query')) return pathOf(entry, key);
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}

// Parsed JSON and query objects are plain objects, the router's params a null-prototype `NullObject`;
// anything else (a multipart stream, a Buffer) is not walked.
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** A field name safe to show: a control character in a key is written as `\u0000`. */
function printable(name: string): string {
  // eslint-disable-next-line no-control-regex -- see above
  return name.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export class ControlCharacterError extends AppError {
  constructor(place: InputPlace, field: string) {
    const name = printable(field) || (place === 'body' ? 'body' : place);
    const message = `${PLACE_WORDS[place]} "${name}" must not contain control characters`;
    super(400, 'invalid_input', message, name, { issues: [{ field: name, message }] });
  }
}

/** The guard itself: params, query, headers, then the body. */
export async function rejectControlCharacters(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const inputs: [InputPlace, unknown][] = [
    ['path', request.params],
    ['query', request.query],
    ['header', request.headers],
    ['body', request.body],
  ];
  for (const [place, value] of inputs) {
    const field = findControlChars(value, place);
    if (field !== null) throw new ControlCharacterError(place, field);
  }
}

function asList<T>(hook: T | T[] | undefined): T[] {
  if (hook === undefined) return [];
  return Array.isArray(hook) ? hook : [hook];
}

const arrangeRoute: onRouteHookHandler = (route) => {
  const preHandlers = asList(route.preHandler);
  // Handlers that decide who the caller is (marked by `authenticates`) run before validation.
  const auth = preHandlers.filter(isAuthHandler) as unknown as preValidationHookHandler[];
  if (auth.length > 0) route.preHandler = preHandlers.filter((h) => !isAuthHandler(h));
  route.preValidation = [...auth, ...asList(route.preValidation), rejectControlCharacters as preValidationHookHandler];
};

/** Registers the rule for every route declared after it (call before registering any route). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', arrangeRoute);
}
