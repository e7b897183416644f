// `@ph/ui/qr-code`: the "QR code" dialog (docs/domain.md#roles), a subpath of its own so that only the chunk that
// opens it carries it and its QR encoder (qrcode-generator, drawn here as one SVG path: no canvas, no
// network, no markup strings).
import { useMemo, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import qrcode from 'qrcode-generator';
import { Alert, Button, Spinner, useStyleSheet } from '@ph/ui';
import { modalText } from './messages';
import { Modal } from './Modal';
import { ModalBody, ModalFooter, ModalHeader } from './ModalHeader';

export interface QrCodeDialogProps {
  title: ReactNode;
  /** What scanning opens, and what else to know (a signed-in shopper signs in on the phone). */
  description?: ReactNode;
  /** The address the phone opens; null while it is being made. */
  url: string | null;
  /** Why the address could not be made. */
  error?: string | null;
  onClose(): void;
}

const text = defineMessages({
  image: { id: 'ui.qr.image', defaultMessage: 'QR code: scan it with your phone’s camera' },
  link: { id: 'ui.qr.link', defaultMessage: 'Or open this link on your phone:' },
});

const CSS = `
.ph-ui-qr{display:block;width:min(240px,100%);height:auto;margin:var(--ph-space-3) auto;color:var(--ph-color-text);background:var(--ph-color-bg)}
.ph-ui-qr-link{overflow-wrap:anywhere;font-size:var(--ph-font-size-sm)}
`;

/** The dark modules of a QR code of `data` as one SVG path, with a quiet zone of 4 modules. */
export function qrPath(data: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(data);
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4;
  let d = '';
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: n + 2 * quiet, d };
}

/** A QR code of `url` with the link beside it as text (for a reader, or to type), in a @ph/ui Modal. */
export function QrCodeDialog({ title, description, url, error = null, onClose }: QrCodeDialogProps) {
  const intl = useIntl();
  useStyleSheet('ph-ui-qr', CSS);
  const code = useMemo(() => (url ? qrPath(url) : null), [url]);
  return (
    <Modal onClose={onClose} size="sm">
      <ModalHeader>{title}</ModalHeader>
      <ModalBody>
        {description ? <p>{description}</p> : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {!error && (!url || !code) ? <Spinner /> : null}
        {url && code ? (
          <>
            <svg className="ph-ui-qr" viewBox={`0 0 ${code.size} ${code.size}`} role="img" aria-label={intl.formatMessage(text.image)} shapeRendering="crispEdges" data-qr-url={url}>
              <path d={code.d} fill="currentColor" />
            </svg>
            <p>{intl.formatMessage(text.link)}</p>
            <p className="ph-ui-qr-link">
              <a href={url}>{url}</a>
            </p>
          </>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button type="button" variant="secondary" onClick={onClose} data-autofocus>
          {intl.formatMessage(modalText.close)}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
