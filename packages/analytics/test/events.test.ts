/**
 * The specification's analytics events (docs/domain.md#consent-and-analytics: "cart, checkout (started,
 * step viewed, step completed), coupon (entered, applied, denied, removed), design (saved, deleted,
 * duplicated, shared, method selected, material added), custom offer (viewed, expired viewed), order
 * (completed, updated, viewed), product (added, amount or size changed), upsell and reorder", and the
 * region-migration notice's event), by name. Each must be in the registry the trackers are typed
 * against, and every registry entry must be sent from somewhere in the store's source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SOURCES, STORE_EVENTS, type StoreEventKey } from '../src/events';

const SPEC_EVENTS: ReadonlyArray<[group: string, event: string]> = [
  ['cart', 'Cart Viewed'],
  ['checkout started', 'Checkout Started'],
  ['checkout step viewed', 'Checkout Step Viewed'],
  ['checkout step completed', 'Checkout Step Completed'],
  ['coupon entered', 'Coupon Entered'],
  ['coupon applied', 'Coupon Applied'],
  ['coupon denied', 'Coupon Denied'],
  ['coupon removed', 'Coupon Removed'],
  ['design saved', 'Design Saved'],
  ['design deleted', 'Design Deleted'],
  ['design duplicated', 'Design Duplicated'],
  ['design shared', 'Design Shared'],
  ['design method selected', 'Design Method Selected'],
  ['design material added', 'Design Material Added'],
  ['custom offer viewed', 'Custom Offer Viewed'],
  ['custom offer expired viewed', 'Custom Offer Expired Viewed'],
  ['order completed', 'Order Completed'],
  ['order updated', 'Order Updated'],
  ['order viewed', 'Order Viewed'],
  ['product added', 'Product Added'],
  ['product amount changed', 'Product Amount Changed'],
  ['product size changed', 'Product Size Changed'],
  ['upsell', 'Upsell'],
  ['reorder', 'Reorder'],
  ['region-migration notice shown', 'Region Migration Modal Shown'],
];

/** docs/domain.md#regions-languages-and-routes "Analytics page sources". */
const SPEC_PAGE_SOURCES = [
  'cart', 'catalogue', 'configurator', 'light configurator', 'product quotation system', 'studio shop', 'product page', 'dashboard',
  'editor', 'design-by-yourself editor', 'review editor', 'quote success', 'summary and review step 1', 'summary and review step 2',
  'summary and review step 3', 'QR success page', 'remind-me-on-desktop', 'remind-me-on-desktop modal', 'brief form', 'design showcase',
  'use cases', 'search', 'quote contact form',
];

const ROOT = path.resolve(__dirname, '../../..');
const REGISTRY = path.join(ROOT, 'packages/analytics/src/events.ts');

/** The store's browser source: every remote's and package's `src`, tests left out. */
function sourceFiles(): string[] {
  const tops = [...fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-') || d === 'shell'), ...fs.readdirSync(path.join(ROOT, 'packages')).map((d) => `packages/${d}`)];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist' && e.name !== 'test') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && p !== REGISTRY) out.push(p);
    }
  };
  for (const t of tops) if (fs.existsSync(path.join(ROOT, t, 'src'))) walk(path.join(ROOT, t, 'src'));
  return out;
}

/**
 * Event names passed to a tracker: `.track('Product Added'` (the call may break across lines). The
 * trackers are typed against the registry, so the compiler refuses a name outside it; callers write
 * the names as literals so that no registry object reaches a remote's first load.
 */
function sentNames(): Map<string, string[]> {
  const sent = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\.track\(\s*'([^']+)'/g)) sent.set(m[1]!, [...(sent.get(m[1]!) ?? []), path.relative(ROOT, file)]);
  }
  return sent;
}

describe('the analytics event registry', () => {
  const registered = new Set<string>(Object.values(STORE_EVENTS));

  it.each(SPEC_EVENTS)('has the specification’s %s event (%s)', (_group, event) => {
    expect(registered.has(event)).toBe(true);
  });

  it('spells every event once', () => {
    expect(registered.size).toBe(Object.keys(STORE_EVENTS).length);
  });

  it('has the specification’s page sources, and no other', () => {
    expect(Object.values(PAGE_SOURCES).sort()).toEqual([...SPEC_PAGE_SOURCES].sort());
  });

  const sent = sentNames();
  it.each(Object.entries(STORE_EVENTS) as Array<[StoreEventKey, string]>)('%s (%s) is sent from somewhere in the store', (_key, event) => {
    expect(sent.get(event) ?? []).not.toHaveLength(0);
  });

  it('finds no tracker call with a name outside the registry', () => {
    expect([...sent.keys()].filter((name) => !registered.has(name))).toEqual([]);
  });
});
