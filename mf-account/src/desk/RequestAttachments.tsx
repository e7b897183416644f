import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchArtworkContent, type QuoteRequest } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { Button } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { deskText } from './deskText';

/**
 * The files the customer attached. Files are read with the session's token (managers may read any,
 * API README "Attachments"), which a plain link cannot send: a button fetches the original and hands
 * it to the browser as a download under its own name.
 */
export function RequestAttachments({ attachments }: { attachments: QuoteRequest['attachments'] }) {
  const intl = useIntl();
  const region = useRegion();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (attachments.length === 0) return null;

  async function download(file: QuoteRequest['attachments'][number]) {
    setBusy(file.id);
    setFailed(null);
    try {
      const blob = await fetchArtworkContent(client, file.id, { region: region.apiRegion, variant: 'original' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.name;
      document.body.append(a);
      a.click();
      a.remove();
      // The browser has taken the blob by the next task; the URL is not needed after that.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(file.name);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <h3>
        <FormattedMessage {...deskText.files} />
      </h3>
      <ul>
        {attachments.map((file) => (
          <li key={file.id}>
            <Button type="button" variant="link" busy={busy === file.id} onClick={() => void download(file)}>
              {intl.formatMessage(deskText.download, { name: file.name, size: intl.formatNumber(Math.max(1, Math.round(file.byte_size / 1024))) })}
            </Button>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{intl.formatMessage(deskText.downloadFailed, { name: failed })}</p>}
    </>
  );
}
