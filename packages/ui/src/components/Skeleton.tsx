import type { CSSProperties } from 'react';
import { cx, useUiStyles } from '../styles';

export interface SkeletonProps {
  /** CSS length or token (`var(--ph-…)`); 100% by default. */
  width?: string;
  /** CSS length; a text line's height when `lines` is set. */
  height?: string;
  /** Text placeholder of this many lines (the last one shorter). */
  lines?: number;
  round?: boolean;
  className?: string;
}

/**
 * Where content is coming: a shape of its size (so nothing moves when it arrives), hidden from
 * assistive tech — the region around it says it is loading (`aria-busy`, a status text).
 */
export function Skeleton({ width = '100%', height, lines, round = false, className }: SkeletonProps) {
  useUiStyles();
  if (lines && lines > 0) {
    return (
      <span aria-hidden="true" className={className} style={{ display: 'block', width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className="ph-ui-skeleton ph-ui-skeleton--text" style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  const style: CSSProperties = { width, height: height ?? '1em' };
  return <span aria-hidden="true" className={cx('ph-ui-skeleton', round && 'ph-ui-skeleton--round', className)} style={style} />;
}
