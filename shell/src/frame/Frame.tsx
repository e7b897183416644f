import { createPortal } from 'react-dom';
import type { ShellContext } from '../context';
import { Header } from './Header';
import { Footer } from './Footer';
import { LocaleNotice } from './LocaleNotice';
import { frameCss } from './frame-css';

/** Header and footer around the three mount points that index.html already holds. */
export function Frame({ ctx, footer, announcements }: { ctx: ShellContext; footer: HTMLElement; announcements?: HTMLElement | null }) {
  return (
    <>
      <style>{frameCss}</style>
      <Header ctx={ctx} />
      {createPortal(<Footer region={ctx.region} />, footer)}
      {ctx.rejectedLocale && announcements && createPortal(<LocaleNotice rejected={ctx.rejectedLocale} />, announcements)}
    </>
  );
}
