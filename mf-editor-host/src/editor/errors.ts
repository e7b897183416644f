import type { IntlShape } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { isApiError } from '@ph/api-client';

/** An upload the API refused, in the shopper's language (the API's codes from `POST v1/files`). */
export function uploadErrorText(intl: IntlShape, name: string, err: unknown): string {
  const code = isApiError(err) ? err.code : undefined;
  if (code === 'file_type_not_allowed') {
    return intl.formatMessage({ id: 'editor.upload.error.type', defaultMessage: '{name}: this is not a PDF, PNG, JPG or SVG file.' }, { name });
  }
  if (code === 'image_too_large') {
    return intl.formatMessage({ id: 'editor.upload.error.pixels', defaultMessage: '{name}: the image is larger than 7000 pixels on a side. Make it smaller and upload it again.' }, { name });
  }
  if (code === 'file_too_large') {
    return intl.formatMessage({ id: 'editor.upload.error.bytes', defaultMessage: '{name}: the file is too large to upload.' }, { name });
  }
  if (code === 'file_unreadable' || code === 'file_empty') {
    return intl.formatMessage({ id: 'editor.upload.error.unreadable', defaultMessage: '{name}: the file cannot be read. Export it again and retry.' }, { name });
  }
  if (isApiError(err) && (err.kind === 'network' || err.kind === 'timeout')) {
    return intl.formatMessage({ id: 'editor.upload.error.network', defaultMessage: '{name}: the upload did not reach us. Check your connection and try again.' }, { name });
  }
  return intl.formatMessage({ id: 'editor.upload.error.other', defaultMessage: '{name} could not be uploaded: {reason}' }, { name, reason: describeApiError(intl, err).message });
}

export function saveErrorText(intl: IntlShape, err: unknown): string {
  if (isApiError(err) && err.status === 409) {
    return intl.formatMessage({ id: 'editor.save.error.conflict', defaultMessage: 'This design was changed in another window. Load the latest version to go on.' });
  }
  if (isApiError(err) && (err.kind === 'network' || err.kind === 'timeout')) {
    return intl.formatMessage({ id: 'editor.save.error.network', defaultMessage: 'Your changes could not be saved: the store cannot be reached.' });
  }
  return intl.formatMessage({ id: 'editor.save.error.other', defaultMessage: 'Your changes could not be saved: {reason}' }, { reason: describeApiError(intl, err).message });
}
