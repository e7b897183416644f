import { useCallback, useEffect, useState } from 'react';
import { BREAKPOINTS } from '@ph/ui';

/** Below 992 px (docs/domain.md#constants-and-limits tablet) the editor offers "remind me on desktop". */
export function useNarrowScreen(): boolean {
  // "Below 992": 992 itself is a tablet that gets the full editor.
  const query = `(max-width: ${BREAKPOINTS.tabletS - 0.02}px)`;
  const read = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [narrow, setNarrow] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(query);
    const on = () => setNarrow(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return narrow;
}

/** The width of an element, followed as it changes (the canvas fits its column). */
export function useElementWidth<T extends HTMLElement>(): [number, (el: T | null) => void] {
  const [width, setWidth] = useState(760);
  const [el, setEl] = useState<T | null>(null);
  useEffect(() => {
    if (!el) return;
    setWidth(el.clientWidth || 760);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [width, useCallback((node: T | null) => setEl(node), [])];
}
