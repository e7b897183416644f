import { useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTWORK_RULES } from '@ph/api-client';
import { Button } from '@ph/ui';

interface Props {
  disabled?: boolean;
  onFiles(files: File[]): void;
  onGuidelines(): void;
}

/**
 * Artwork upload by file picker or drag and drop. The limits are said before the shopper picks a
 * file; the server checks the bytes (type and the 7000 px limit) and its refusal is shown as well.
 */
export function UploadPanel({ disabled, onFiles, onGuidelines }: Props) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...e.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <section className="ed-panel" aria-labelledby="ed-upload-title">
      <h2 id="ed-upload-title">
        <FormattedMessage id="editor.upload.title" defaultMessage="Your artwork" />
      </h2>
      <div
        className={over ? 'ed-drop ed-drop--over' : 'ed-drop'}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>
          <FormattedMessage id="editor.upload.drop" defaultMessage="Drop files here or" />
        </p>
        <Button type="button" onClick={() => input.current?.click()} disabled={disabled}>
          <FormattedMessage id="editor.upload.choose" defaultMessage="Upload artwork" />
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={ARTWORK_RULES.accept}
          aria-label={intl.formatMessage({ id: 'editor.upload.input', defaultMessage: 'Artwork files' })}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
      <p className="ed-note" id="ed-upload-rules">
        <FormattedMessage
          id="editor.upload.rules"
          defaultMessage="PDF, PNG, JPG or SVG, at most {max} pixels wide and high. For sharp print an image needs 300 pixels per inch of the size it is placed at."
          values={{ max: ARTWORK_RULES.maxPixels }}
        />{' '}
        <Button type="button" variant="link" onClick={onGuidelines}>
          <FormattedMessage id="editor.upload.why" defaultMessage="Why?" />
        </Button>
      </p>
    </section>
  );
}

export interface UploadState {
  name: string;
  progress: number;
}

/** Inside the "waiting for files" overlay: one progress bar per file. */
export function UploadProgress({ uploads }: { uploads: readonly UploadState[] }) {
  const intl = useIntl();
  return (
    <ul className="ed-progress-list">
      {uploads.map((u, i) => (
        <li key={`${u.name}-${i}`}>
          <label>
            <span>{u.name}</span>
            <progress
              max={100}
              value={Math.round(u.progress * 100)}
              aria-label={intl.formatMessage({ id: 'editor.upload.progress', defaultMessage: 'Uploading {name}' }, { name: u.name })}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
