import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { DO_NOT_LEAVE_STAGES, ERROR_STAGES, type BlockingOverlayStage } from './blockingOverlayStages';
import { stageText, uiText } from './messages';
import { focusWithoutScroll, tabbableIn } from './modal/focus';
import { lockScroll, pushModal, removeModal } from './modal/pageState';
import { useHydrated } from './hydrated';
import { Spinner } from './Spinner';
import { cx, useUiStyles } from './styles';

export interface BlockingOverlayProps {
  /** The work in progress; `null` removes the overlay. Changing it announces the new stage. */
  stage: BlockingOverlayStage | null;
  /** Actions for an error stage (e.g. a "Sign in" button); they are the only reachable controls. */
  children?: ReactNode;
  container?: Element;
  className?: string;
}

/**
 * Covers the whole page while a step that must not be interrupted runs (saving a design,
 * redirecting to payment…): everything behind it is made `inert` (no clicks, no Tab, hidden from
 * assistive tech), scrolling stops, and a polite live region announces each stage.
 */
export function BlockingOverlay({ stage, ...rest }: BlockingOverlayProps) {
  // A page rendered on the server may open with a stage (the payment page back from the bank): the
  // overlay comes right after hydration, not in the render that must match the server's markup.
  const ready = useHydrated();
  if (stage === null || !ready) return null;
  return <ActiveOverlay stage={stage} {...rest} />;
}

function ActiveOverlay({ stage, children, container, className }: BlockingOverlayProps & { stage: BlockingOverlayStage }) {
  useUiStyles();
  const intl = useIntl();
  const layerId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  // The live region is first rendered empty and filled afterwards: screen readers announce
  // changes to a live region, not the content a region is born with.
  const [announced, setAnnounced] = useState<BlockingOverlayStage | null>(null);
  useEffect(() => setAnnounced(stage), [stage]);

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(layerId); // open modals stop claiming focus and Escape while the page is blocked
    const unlockScroll = lockScroll();

    const madeInert: Element[] = [];
    const host = overlay.parentElement;
    if (host) {
      for (const sibling of Array.from(host.children)) {
        if (sibling === overlay || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    focusWithoutScroll(tabbableIn(overlay)[0] ?? overlay);

    // `inert` already stops Tab in browsers; this keeps focus in the overlay where it is unsupported.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(overlay);
      const current = document.activeElement instanceof HTMLElement ? tabbable.indexOf(document.activeElement) : -1;
      event.preventDefault();
      if (tabbable.length === 0) return;
      const next = event.shiftKey ? (current <= 0 ? tabbable.length - 1 : current - 1) : (current + 1) % tabbable.length;
      focusWithoutScroll(tabbable[next] ?? overlay);
    };
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      madeInert.forEach((el) => el.removeAttribute('inert'));
      unlockScroll();
      removeModal(layerId);
      if (opener?.isConnected) focusWithoutScroll(opener);
    };
  }, [layerId]);

  const isError = ERROR_STAGES.has(stage);
  return createPortal(
    <div
      ref={overlayRef}
      className={cx('ph-ui-overlay', isError && 'ph-ui-overlay--error', className)}
      tabIndex={-1}
      aria-busy={!isError}
      data-stage={stage}
    >
      <div className="ph-ui-overlay__card">
        {!isError && <Spinner size="lg" decorative />}
        <div role="status" aria-live="polite" aria-atomic="true" className="ph-ui-overlay__message">
          {announced !== null && intl.formatMessage(stageText[announced])}
        </div>
        {DO_NOT_LEAVE_STAGES.has(stage) && <p className="ph-ui-overlay__hint">{intl.formatMessage(uiText.doNotLeave)}</p>}
        {children}
      </div>
    </div>,
    container ?? document.body,
  );
}
