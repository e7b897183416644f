import { useCallback, useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button } from '@ph/ui';

/**
 * Pages of a list the API pages by cursor (newest first): the cursors of the pages read so far, so
 * "newer" goes back one page exactly and new rows arriving meanwhile never shift the page being read.
 */
export function useCursorPages<C>() {
  const [cursors, setCursors] = useState<C[]>([]);
  return {
    /** The cursor of the page on screen; undefined on the first. */
    cursor: cursors.at(-1),
    depth: cursors.length,
    older: useCallback((next: C) => setCursors((c) => [...c, next]), []),
    newer: useCallback(() => setCursors((c) => c.slice(0, -1)), []),
    restart: useCallback(() => setCursors([]), []),
  };
}

/** Newer/Older buttons under such a list; shown only when there is more than one page. */
export function CursorPager<C>({ pages, next, text }: { pages: ReturnType<typeof useCursorPages<C>>; next: C | null; text: { label: string; newer: MessageDescriptor; older: MessageDescriptor } }) {
  if (pages.depth === 0 && next === null) return null;
  return (
    <nav className="acc-actions" aria-label={text.label}>
      <Button type="button" variant="secondary" size="sm" disabled={pages.depth === 0} onClick={pages.newer}>
        <FormattedMessage {...text.newer} />
      </Button>
      <Button type="button" variant="secondary" size="sm" disabled={next === null} onClick={() => next !== null && pages.older(next)}>
        <FormattedMessage {...text.older} />
      </Button>
    </nav>
  );
}
