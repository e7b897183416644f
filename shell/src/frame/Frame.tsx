import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@ph/remote-kit';
import { InlineStyle } from '@ph/ui';
import type { ShellContext } from '../context';
import { Header } from './Header';
import { LocaleNotice } from './LocaleNotice';
import { frameCss } from './frame-css';

// The footer sits below every page's first screen: it is a chunk of its own, fetched right after the
// frame's first render, so the first load carries only what the first screen shows (budgets.json).
// It is the page's last block, so arriving later moves nothing above it.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })));

function FrameHeader({ ctx }: { ctx: ShellContext }) {
  return (
    <>
      <InlineStyle css={frameCss} />
      <Header ctx={ctx} />
    </>
  );
}

/**
 * Header and footer around the three mount points that index.html already holds. The server renders
 * this same element into #ph-header (no footer: the portals wait for hydration anyway), so the tree
 * React hydrates has the server's shape: `useId` derives ids from the position in the tree, and a
 * header rendered alone got other ids than the header inside this fragment (an `aria-controls`
 * naming no element).
 */
export function Frame({ ctx, footer, announcements }: { ctx: ShellContext; footer: HTMLElement | null; announcements?: HTMLElement | null }) {
  // The footer and the notice live outside the header's root (portals), which hydration cannot
  // match against the server's markup: they come right after it, as they did before server rendering.
  const hydrated = useHydrated();
  return (
    <>
      <FrameHeader ctx={ctx} />
      {hydrated &&
        footer &&
        createPortal(
          <Suspense fallback={null}>
            <Footer region={ctx.region} />
          </Suspense>,
          footer,
        )}
      {hydrated && ctx.rejectedLocale && announcements && createPortal(<LocaleNotice rejected={ctx.rejectedLocale} />, announcements)}
    </>
  );
}
