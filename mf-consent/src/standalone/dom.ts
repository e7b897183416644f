/**
 * The consent views of the standalone bundle written against the DOM, without React or preact: the
 * banner, the preferences dialog and the cancel confirmation of `src/ui/` (same markup, class names,
 * roles and words), driven by the same state rules (`@ph/analytics`) and the same bridge. A landing
 * page carries nothing else, so this is what keeps `consent.js` small (budgets.json).
 *
 * Dialogs trap focus and close on Escape inside the shadow root (`document.activeElement` is only the
 * host element there), and give focus back to what opened them.
 */
import { DIALOG_CATEGORIES, dialogChoicesFor, type ConsentManager, type ConsentPreference, type DialogCategory, type DialogChoices } from '@ph/analytics';
import { CATEGORY_TOOLS } from '../ui/tools';

export const CONSENT_OPEN_EVENT = 'ph-cookie-consent-open';
/** Raised by the footer's button (`@ph/contracts`' CONSENT_OPEN_PENDING) when it was clicked before this ran. */
const OPEN_PENDING = '__phConsentOpenPending';
/** Saving in the dialog keeps its button busy at least this long (as ConsentUI's BOOTSTRAP_COVER_MIN_MS). */
const COVER_MIN_MS = 800;

export type Messages = Record<string, string>;
type Method = 'by-cta-click' | 'manual';

export interface DomConsentOptions {
  manager: ConsentManager;
  /** Where the views are drawn (a node inside the shadow root). */
  container: HTMLElement;
  messages: Messages;
  onDecision?(pref: ConsentPreference, method: Method): void | Promise<unknown>;
  eventTarget?: EventTarget;
}

const NAMES: Record<DialogCategory, [string, string]> = {
  essential: ['consent.category.essential', 'consent.category.essential.purpose'],
  functional: ['consent.category.functional', 'consent.category.functional.purpose'],
  marketing: ['consent.category.marketing', 'consent.category.marketing.purpose'],
  advertising: ['consent.category.advertising', 'consent.category.advertising.purpose'],
};

const TABBABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

type Child = Node | string | null | false;

/** `h('p', { className: 'x' }, 'text')`: an element with properties (or `data-`/`aria-` attributes) and children. */
function h(tag: string, props: Record<string, unknown> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v as EventListener);
    else if (k.includes('-') || k === 'role' || k === 'scope') el.setAttribute(k, v === true ? '' : String(v));
    else (el as unknown as Record<string, unknown>)[k] = v;
  }
  for (const c of children) if (c !== null && c !== false) el.append(c);
  return el;
}

let ids = 0;

/** Starts the views; returns a stop function (removes them and every listener). */
export function mountDomConsent({ manager, container, messages, onDecision, eventTarget = window }: DomConsentOptions): () => void {
  const t = (id: string, values: Record<string, string> = {}) => (messages[id] ?? id).replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
  const root = container.getRootNode() as Document | ShadowRoot;
  const activeEl = () => (root as Document | ShadowRoot).activeElement as HTMLElement | null;
  const button = (variant: 'primary' | 'secondary', label: string, onClick: () => void, extra: Record<string, unknown> = {}) =>
    h('button', { type: 'button', className: `ph-ui-button ph-ui-button--${variant}`, onClick, ...extra }, label);

  let banner: HTMLElement | null = null;
  let prefs: { el: HTMLElement; choices: DialogChoices; close(): void; setSaving(on: boolean): void; saving: boolean } | null = null;
  let confirm: (() => void) | null = null;
  /** Open dialogs, top last: only the top one answers Escape and keeps focus. */
  const stack: HTMLElement[] = [];

  /** A modal dialog of @ph/ui's markup; `onClose` is Escape, × and a click on the backdrop. */
  function modal(o: { size: 'sm' | 'md'; title: string; closeButton: boolean; body: Node[]; footer: Node[]; onClose(): void }): { el: HTMLElement; remove(): void } {
    const titleId = `ph-consent-dialog-${++ids}`;
    const opener = activeEl() ?? (document.activeElement as HTMLElement | null);
    const header = h(
      'div',
      { className: 'ph-ui-modal-header ph-ui-modal-header--border', style: 'padding-bottom:var(--ph-space-5)' },
      h('h2', { id: titleId, className: 'ph-ui-modal-header__title' }, o.title),
      o.closeButton && h('button', { type: 'button', className: 'ph-ui-modal-close', 'aria-label': t('consent.dialog.close'), 'data-modal-close': true, onClick: () => o.onClose() }, h('span', { 'aria-hidden': 'true' }, '×')),
    );
    const dialog = h(
      'div',
      { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, tabIndex: -1, className: `ph-ui-modal ph-ui-modal--plain ph-ui-modal--${o.size} ph-consent-dialog` },
      header,
      h('div', { className: 'ph-ui-modal-body' }, ...o.body),
      h('div', { className: 'ph-ui-modal-footer' }, ...o.footer),
    );
    dialog.addEventListener('keydown', (e) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        o.onClose();
      } else if (e.key === 'Tab') {
        const items = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE));
        const first = items[0];
        const last = items[items.length - 1];
        const active = activeEl();
        if (!first || !last) e.preventDefault();
        else if (e.shiftKey && (active === first || active === dialog)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && active === last) {
          e.preventDefault();
          first.focus();
        }
      }
    });
    const backdrop = h('div', { className: 'ph-ui-modal-backdrop ph-ui-modal-backdrop--plain' }, dialog);
    backdrop.addEventListener('click', (e) => {
      if (e.target === backdrop) o.onClose();
    });
    container.append(backdrop);
    stack.push(dialog);
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).find((el) => !el.hasAttribute('data-modal-close')) ?? dialog;
    first.focus({ preventScroll: true });
    return {
      el: dialog,
      remove() {
        backdrop.remove();
        stack.splice(stack.indexOf(dialog), 1);
        if (opener?.isConnected) opener.focus({ preventScroll: true });
      },
    };
  }

  // Focus that leaves the top dialog (a click on the page behind, a screen reader's jump) is brought back.
  const onFocusIn = (e: Event) => {
    const top = stack[stack.length - 1];
    if (!top || (e.target instanceof Node && top.contains(e.target))) return;
    (top.querySelector<HTMLElement>(TABBABLE) ?? top).focus({ preventScroll: true });
  };
  root.addEventListener('focusin', onFocusIn);

  function showBanner(): void {
    if (banner) return;
    const gpc = manager.globalPrivacyControl();
    const decide = (pref: () => ConsentPreference) => () => {
      hideBanner();
      // The banner never blocks: it closes at once and the record is written in the background.
      void Promise.resolve(onDecision?.(pref(), 'by-cta-click')).catch(() => undefined);
    };
    banner = h(
      'section',
      { className: 'ph-consent-banner', role: 'region', 'aria-labelledby': 'ph-consent-banner-title', 'data-testid': 'consent-banner' },
      h('h2', { id: 'ph-consent-banner-title', className: 'ph-consent-banner__title' }, t('consent.banner.title')),
      h('p', { className: 'ph-consent-banner__text' }, t('consent.banner.message')),
      gpc && h('p', { className: 'ph-consent-banner__text' }, t('consent.banner.gpc')),
      h(
        'div',
        { className: 'ph-consent-banner__actions' },
        button('primary', t('consent.banner.acceptAll'), decide(() => manager.acceptAll())),
        button('primary', t('consent.banner.rejectAll'), decide(() => manager.rejectAll())),
        button('secondary', t('consent.banner.changeOptions'), () => openPreferences()),
      ),
    );
    container.prepend(banner);
  }

  function hideBanner(): void {
    banner?.remove();
    banner = null;
  }

  function openPreferences(draft?: DialogChoices): void {
    if (prefs) return;
    hideBanner();
    const choices: DialogChoices = { ...(draft ?? dialogChoicesFor(manager.snapshot().stored)) };
    const rows = DIALOG_CATEGORIES.map((category) => {
      const [nameId, purposeId] = NAMES[category];
      const label = t(nameId);
      const control =
        category === 'essential'
          ? h('span', { className: 'ph-consent-always' }, t('consent.preferences.alwaysOn'))
          : (() => {
              const id = `ph-consent-switch-${++ids}`;
              const input = h('input', { id, type: 'checkbox', role: 'switch', checked: choices[category] }) as HTMLInputElement;
              input.addEventListener('change', () => {
                choices[category] = input.checked;
              });
              return h(
                'div',
                { className: 'ph-ui-field ph-consent-switch' },
                h('div', { className: 'ph-ui-check ph-ui-switch' }, input, h('label', { htmlFor: id }, h('span', { className: 'ph-ui-visually-hidden' }, t('consent.preferences.allow', { category: label })))),
              );
            })();
      return h('tr', {}, h('td', {}, control), h('th', { scope: 'row' }, label), h('td', {}, t(purposeId)), h('td', {}, CATEGORY_TOOLS[category].join(', ')));
    });
    const col = (id: string) => h('th', { scope: 'col' }, t(id));
    const table = h(
      'table',
      { className: 'ph-consent-table' },
      h('thead', {}, h('tr', {}, col('consent.preferences.column.allow'), col('consent.preferences.column.category'), col('consent.preferences.column.purpose'), col('consent.preferences.column.tools'))),
      h('tbody', {}, ...rows),
    );
    let saving = false;
    const cancel = () => {
      if (!saving) openConfirm();
    };
    const save = button('primary', t('consent.preferences.save'), () => {
      if (saving) return;
      const pending = onDecision?.(manager.save(choices), 'manual');
      if (!pending) return closePreferences();
      state.setSaving(true);
      const cover = new Promise((r) => setTimeout(r, COVER_MIN_MS));
      // A failed record is logged by the bridge; the choice is already stored locally and in force.
      void Promise.all([Promise.resolve(pending).catch(() => undefined), cover]).then(() => closePreferences());
    });
    const dialog = modal({
      size: 'md',
      title: t('consent.preferences.title'),
      closeButton: true,
      body: [h('p', {}, t('consent.preferences.intro')), table],
      footer: [button('secondary', t('consent.preferences.cancel'), cancel), save],
      onClose: cancel,
    });
    const state = {
      el: dialog.el,
      choices,
      saving,
      close: dialog.remove,
      setSaving(on: boolean) {
        saving = on;
        state.saving = on;
        for (const [k, v] of [['aria-busy', on], ['aria-disabled', on]] as const) {
          if (v) save.setAttribute(k, 'true');
          else save.removeAttribute(k);
        }
      },
    };
    prefs = state;
  }

  function closePreferences(): void {
    confirm?.();
    prefs?.close();
    prefs = null;
    if (manager.snapshot().bannerNeeded) showBanner();
  }

  function openConfirm(): void {
    if (confirm || !prefs) return;
    const back = () => {
      confirm?.();
    };
    const dialog = modal({
      size: 'sm',
      title: t('consent.confirm.title'),
      closeButton: false,
      body: [h('p', {}, t('consent.confirm.message'))],
      footer: [
        button('secondary', t('consent.confirm.back'), back, { 'data-autofocus': true }),
        button('primary', t('consent.confirm.cancel'), () => {
          // Discards the dialog's unsaved switches.
          closePreferences();
        }),
      ],
      onClose: back,
    });
    confirm = () => {
      confirm = null;
      dialog.remove();
    };
  }

  const open = () => {
    (eventTarget as unknown as Record<string, unknown>)[OPEN_PENDING] = false;
    if (!manager.snapshot().consentDisabled) openPreferences();
  };
  eventTarget.addEventListener(CONSENT_OPEN_EVENT, open);
  // Another tab answered: the banner here is no longer needed (a dialog open here stays open).
  const unsubscribe = manager.subscribe(() => {
    const snap = manager.snapshot();
    if (snap.consentDisabled || !snap.bannerNeeded) hideBanner();
    else if (!prefs) showBanner();
  });

  const first = manager.snapshot();
  if (!first.consentDisabled) {
    // "Cookie settings" clicked while this was still loading: honour it now.
    if ((eventTarget as unknown as Record<string, unknown>)[OPEN_PENDING] === true) open();
    else if (first.bannerNeeded) showBanner();
  }

  return () => {
    eventTarget.removeEventListener(CONSENT_OPEN_EVENT, open);
    root.removeEventListener('focusin', onFocusIn);
    unsubscribe();
    confirm?.();
    prefs?.close();
    hideBanner();
  };
}
