// A contact form's attachment is recognised by its bytes (files' detectArtworkType and isZip), never by
// its name or the Content-Type the browser sent; a name that claims another type than the bytes (an
// .exe renamed .pdf, a PNG named .pdf) is refused, as is any file that starts like a program.
import { CONTACT_ATTACHMENTS } from '@ph/api-contract/support';
import type { SupportAttachmentJson } from '../db/schema';
import { RuleViolation } from '../errors';
import { CONTENT_TYPES, detectArtworkType, isZip } from '../files';

type AttachmentType = SupportAttachmentJson['type'];

const BY_EXTENSION: Record<(typeof CONTACT_ATTACHMENTS.types)[number], AttachmentType> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  svg: 'svg',
  zip: 'zip',
};

// Windows PE (MZ), ELF, Mach-O (both byte orders, fat), a script with a shebang.
const PROGRAM_HEADERS = [[0x4d, 0x5a], [0x7f, 0x45, 0x4c, 0x46], [0xfe, 0xed, 0xfa], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe], [0x23, 0x21]];

const ALLOWED = 'PDF, PNG, JPG, SVG or ZIP';

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** File names are shown to operators; keep them printable, without folders, and bounded. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('').trim().slice(0, 200) || 'attachment';
}

export function recogniseAttachment(bytes: Buffer, filename: string): { type: AttachmentType; contentType: string } {
  if (bytes.length === 0) throw new RuleViolation('file_empty', `${filename} is empty.`, 'attachments');
  if (PROGRAM_HEADERS.some((h) => bytes.length >= h.length && h.every((b, i) => bytes[i] === b))) {
    throw new RuleViolation('file_type_not_allowed', `${filename} is a program, not a ${ALLOWED} file; nothing was sent.`, 'attachments');
  }
  const type: AttachmentType | null = isZip(bytes) ? 'zip' : detectArtworkType(bytes);
  if (!type) throw new RuleViolation('file_type_not_allowed', `${filename} is not a ${ALLOWED} file (its contents say so, whatever its name); nothing was sent.`, 'attachments');
  const ext = extensionOf(filename);
  const named = (BY_EXTENSION as Record<string, AttachmentType | undefined>)[ext];
  if (named !== type) {
    throw new RuleViolation(
      'file_type_mismatch',
      `${filename} is named as ${ext ? `a .${ext}` : 'a file without a type'} but its contents are ${type.toUpperCase()}; rename it or send the file it should be. Nothing was sent.`,
      'attachments',
    );
  }
  return { type, contentType: type === 'zip' ? 'application/zip' : CONTENT_TYPES[type] };
}
