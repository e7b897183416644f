import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import type { ShellContext } from '../context';
import { Header } from './Header';
import { LocaleNotice } from './LocaleNotice';
import { frameCss } from './frame-css';

// The footer sits below every page's first screen: it is a chunk of its own, fetched right after the
// frame's first render, so the first load carries only what the first screen shows (budgets.json).
// It is the page's last block, so arriving later moves nothing above it.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })));

/** Header and footer around the three mount points that index.html already holds. */
export function Frame({ ctx, footer, announcements }: { ctx: ShellContext; footer: HTMLElement; announcements?: HTMLElement | null }) {
  return (
    <>
      <style>{frameCss}</style>
      <Header ctx={ctx} />
      {createPortal(
        <Suspense fallback={null}>
          <Footer region={ctx.region} />
        </Suspense>,
        footer,
      )}
      {ctx.rejectedLocale && announcements && createPortal(<LocaleNotice rejected={ctx.rejectedLocale} />, announcements)}
    </>
  );
}
