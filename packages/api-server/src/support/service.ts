// A contact form message becomes a support request: its attachments checked by their bytes (nothing is
// stored when one is refused), stored in the file store's contact-form bucket, then in one transaction
// the visitor the form stands for, their consent to be contacted (the consents module's own record, as
// v1/emails/save_with_consents writes it), the request and the sender's confirmation in the outbox.
// A failure after the files were written deletes them again.
import { randomUUID } from 'node:crypto';
import type { SupportRequestFields } from '@ph/api-contract/support';
import type { AppContext } from '../context';
import { saveConsents } from '../consents';
import type { SupportAttachmentJson } from '../db/schema';
import { enqueueEmail } from '../email';
import { BUCKETS } from '../files';
import { insertUser } from '../users';
import { cleanFilename, recogniseAttachment } from './attachments';
import { confirmationEmail } from './confirmation';
import { requestNumber } from './present';
import * as repo from './repository';

export interface ContactUpload {
  filename: string | undefined;
  bytes: Buffer;
}

/** Bumped when the form's consent wording changes (the consent record keeps the text shown as well). */
const CONTACT_CONSENT_POLICY_VERSION = 1;

export async function createSupportRequest(
  ctx: Pick<AppContext, 'db' | 'files' | 'config' | 'now'>,
  fields: SupportRequestFields,
  consentText: string,
  uploads: ContactUpload[],
  location: string,
): Promise<repo.SupportRequestRow> {
  const now = ctx.now();
  const checked = uploads.map((u) => {
    const filename = cleanFilename(u.filename);
    return { filename, bytes: u.bytes, ...recogniseAttachment(u.bytes, filename) };
  });
  const folder = `${BUCKETS.contactForm}/${randomUUID()}`;
  const attachments: SupportAttachmentJson[] = [];
  try {
    for (const [i, file] of checked.entries()) {
      const key = `${folder}/${i}`;
      await ctx.files.put(key, file.bytes, file.contentType);
      attachments.push({ key, filename: file.filename, type: file.type, contentType: file.contentType, byteSize: file.bytes.length });
    }
    const email = fields.email.toLowerCase();
    return await ctx.db.transaction(async (tx) => {
      const visitor = await insertUser(tx, { kind: 'anonymous', locale: fields.lang, createdAt: now, updatedAt: now });
      await saveConsents(
        tx,
        visitor,
        {
          consents: [{ name: 'contact_request', value: 'granted', displayed_text: consentText }],
          region: fields.region,
          locale: fields.lang,
          email,
          location,
          consent_id: 'contact-form',
          policy_version: CONTACT_CONSENT_POLICY_VERSION,
          acceptance_method: 'manual',
        },
        now,
      );
      const row = await repo.insertSupportRequest(tx, {
        userId: visitor.id,
        name: fields.name,
        email,
        orderNumber: fields.order_number ?? null,
        topic: fields.topic,
        message: fields.message,
        region: fields.region,
        lang: fields.lang,
        attachments,
        createdAt: now,
      });
      await enqueueEmail(
        tx,
        confirmationEmail({ to: email, name: fields.name, number: requestNumber(row.id), message: fields.message, region: fields.region, lang: fields.lang }, ctx.config.storefrontUrl),
      );
      return row;
    });
  } catch (err) {
    await Promise.all(attachments.map((a) => ctx.files.delete(a.key).catch(() => undefined)));
    throw err;
  }
}
