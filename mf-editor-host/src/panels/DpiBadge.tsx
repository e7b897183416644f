import { FormattedMessage } from 'react-intl';
import type { Resolution } from '../model/checks';

/**
 * The effective resolution of a placed image, live while it is scaled: ≥ 300 dpi good, 150–299 a
 * warning, < 150 a strong warning (design §6). It never blocks: the shopper decides.
 */
export function DpiBadge({ resolution }: { resolution: Resolution | null }) {
  if (!resolution) {
    return (
      <p className="ed-badge ed-badge--good" data-tier="vector">
        <FormattedMessage id="editor.dpi.vector" defaultMessage="Print quality: vector artwork, sharp at any size" />
      </p>
    );
  }
  return (
    <p className={`ed-badge ed-badge--${resolution.tier}`} data-tier={resolution.tier} role="status" aria-live="polite">
      {resolution.tier === 'good' ? (
        <FormattedMessage id="editor.dpi.good" defaultMessage="Print quality: {dpi} dpi, good" values={{ dpi: resolution.dpi }} />
      ) : resolution.tier === 'warn' ? (
        <FormattedMessage id="editor.dpi.warn" defaultMessage="Print quality: {dpi} dpi, may look soft. Use a larger image or place it smaller." values={{ dpi: resolution.dpi }} />
      ) : (
        <FormattedMessage id="editor.dpi.strong" defaultMessage="Print quality: {dpi} dpi, too low: it will print blurred. Use a larger image or place it much smaller." values={{ dpi: resolution.dpi }} />
      )}
    </p>
  );
}
