// The contact form (README "Support requests"): `POST v1/support_requests` takes the landing site's plain
// HTML form (multipart/form-data, no JavaScript, no API token) and answers a browser's form post with a
// redirect to the contact page's "sent" or "error" page in the form's store and language; any other
// client gets the JSON answers (201, or a 4xx naming the field). Operators read the requests.
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_ATTACHMENTS,
  SupportAttachmentParams,
  SupportRequestCreatedResponse,
  SupportRequestFields,
  SupportRequestListQuery,
  SupportRequestListResponse,
  SupportRequestParams,
  SupportRequestResponse,
} from '@ph/api-contract/support';
import { SupportOrderQuery, SupportOrderResponse } from '@ph/api-contract/order-tracking';
import { getRegionConfig, isLanguageCode, isRegionCode, landingPath, type LanguageCode, type RegionCode } from '@ph/region-config';
import { AppError, BadInput, NotFound, RuleViolation } from '../errors';
import { errors, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { findOrderByNumber, loadOrderDocument } from '../orders';
import { presentSupportRequest, presentSupportRequestLine, requestNumber } from './present';
import * as repo from './repository';
import { createSupportRequest, type ContactUpload } from './service';

// Control characters but tab and line breaks: a message keeps its lines, nothing else invisible.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const FIELD_MAX_BYTES = 4 * CONTACT_ATTACHMENTS.messageMaxLength;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

interface Received {
  fields: Record<string, string>;
  uploads: ContactUpload[];
}

/** Reads the whole form: fields as strings, files into memory within the limits (never more than limits allow). */
async function readForm(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw new BadInput('body', 'Send the contact form as multipart/form-data');
  const fields: Record<string, string> = {};
  const uploads: ContactUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form whose file input was left empty still sends the part, without a name or bytes.
        if (!part.filename && bytes.length === 0) continue;
        if (part.fieldname !== 'attachments') throw new BadInput(part.fieldname, 'Files go in the part named "attachments"');
        uploads.push({ filename: part.filename, bytes });
      } else {
        if (part.valueTruncated) throw new BadInput(part.fieldname, `${part.fieldname}: too long`);
        if (part.fieldname in fields) throw new BadInput(part.fieldname, `${part.fieldname}: sent twice`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new RuleViolation('file_too_large', `An attachment is larger than ${megabytes(CONTACT_ATTACHMENTS.maxBytes)}, the most one file may have; nothing was sent.`, 'attachments');
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new RuleViolation('too_many_files', `At most ${CONTACT_ATTACHMENTS.maxFiles} attachments; nothing was sent.`, 'attachments');
    }
    throw new BadInput('body', `The form could not be read: ${(err as Error).message}`);
  }
  return { fields, uploads };
}

/** A browser posting the landing page's form (it asks for a page back); API clients get JSON. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(String(request.headers.accept ?? ''));

/** The contact page's "sent" or "error" page in the form's store and language (only ever a landing path: no open redirect). */
function landingAnswer(fields: Record<string, string>, page: 'sent' | 'error'): string {
  const region: RegionCode = isRegionCode(fields.region ?? '') ? (fields.region as RegionCode) : 'eu';
  const lang: LanguageCode = isLanguageCode(fields.lang ?? '') ? (fields.lang as LanguageCode) : getRegionConfig(region).locale;
  return `${landingPath(region, 'contact')}${page}/${lang === getRegionConfig(region).locale ? '' : `?locale=${lang}`}`;
}

function errorCode(err: AppError): string {
  // The error page explains each of these; a field's 400 is named after the field.
  return err.statusCode === 400 && err.field ? `invalid-${err.field.replace(/_/g, '-')}` : err.code.replace(/_/g, '-');
}

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(multipart, {
    limits: { fileSize: CONTACT_ATTACHMENTS.maxBytes, files: CONTACT_ATTACHMENTS.maxFiles, fields: 16, parts: 16 + CONTACT_ATTACHMENTS.maxFiles, fieldSize: FIELD_MAX_BYTES },
  });
  const limit = ctx.config.rateLimits.contact;
  // Checked in the handler (not the route's rateLimit config) so that the landing page's form is sent
  // to its error page like any other refusal, instead of a JSON 429 a browser would show as it is.
  const messagesFromIp = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (r) => `contact|${r.ip}` });

  app.post(
    '/v1/support_requests',
    {
      schema: {
        tags: ['support'],
        summary: 'Send the contact form: creates a support request, records the consent to be contacted and e-mails the sender a confirmation',
        description:
          `multipart/form-data, no token: name, email, order_number (optional), topic, message (plain text, no HTML), consent (yes), consent_text (the checkbox's words), region, lang, website (the honeypot: must stay empty), up to ${CONTACT_ATTACHMENTS.maxFiles} parts named attachments (PDF, PNG, JPG, SVG or ZIP by their bytes, matching their names, each at most ${megabytes(CONTACT_ATTACHMENTS.maxBytes)}). ` +
          'A request that accepts text/html (the landing page\'s form) is answered 303 to the contact page\'s sent/ page, or its error/ page with the reason as the fragment; otherwise 201 or 400/422/429. Nothing is stored when anything is refused.',
        consumes: ['multipart/form-data'],
        response: { 201: SupportRequestCreatedResponse, 303: z.null().describe('Redirect to the landing page'), ...errors(400, 422, 429) },
      },
    },
    async (request, reply: FastifyReply) => {
      const page = wantsPage(request);
      let received: Received = { fields: {}, uploads: [] };
      try {
        const verdict = await messagesFromIp(request);
        received = await readForm(request);
        if (!verdict.isAllowed && verdict.isExceeded) {
          reply.header('retry-after', verdict.ttlInSeconds);
          throw new AppError(429, 'rate_limited', `Too many messages from this address; please try again in ${Math.ceil(verdict.ttlInSeconds / 60)} minutes.`);
        }
        const { fields, uploads } = received;
        // A bot fills in every field; a person never sees this one. The bot is told nothing useful.
        if (fields.website) {
          if (page) return reply.redirect(landingAnswer(fields, 'sent'), 303);
          throw new BadInput('website', 'website: leave this field empty');
        }
        for (const [name, value] of Object.entries(fields)) {
          if (CONTROL.test(value)) throw new BadInput(name, `${name}: contains control characters`);
        }
        const { consent_text: consentText, ...formFields } = fields;
        const parsed = SupportRequestFields.safeParse(formFields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = String(issue?.path[0] ?? 'body');
          throw new BadInput(field, issue?.message.startsWith(`${field}:`) ? issue.message : `${field}: ${issue?.message ?? 'invalid'}`);
        }
        const text = (consentText ?? '').trim();
        if (!text || text.length > 1000) throw new BadInput('consent_text', 'consent_text: the words of the consent checkbox, at most 1000 characters');
        const row = await createSupportRequest(ctx, parsed.data, text, uploads, landingPath(parsed.data.region, 'contact'));
        if (page) return reply.redirect(landingAnswer(fields, 'sent'), 303);
        return reply.code(201).send({ support_request: { number: requestNumber(row.id), created_at: row.createdAt.toISOString() } });
      } catch (err) {
        // The page explains the reason; 5xx (an outage) stays a 5xx, the page cannot help with it.
        if (page && err instanceof AppError && err.statusCode < 500) return reply.redirect(`${landingAnswer(received.fields, 'error')}#${errorCode(err)}`, 303);
        throw err;
      }
    },
  );

  app.get(
    '/v2/operator/support_requests',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'The contact form\'s support requests, newest first',
        security: tokenAuth,
        querystring: SupportRequestListQuery,
        response: { 200: SupportRequestListResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await repo.listSupportRequests(ctx.db, page, per_page);
      return { support_requests: rows.map(presentSupportRequestLine), total, page, per_page };
    },
  );

  const find = async (number: string) => {
    const row = await repo.findSupportRequest(ctx.db, Number(number.slice(3)));
    if (!row) throw new NotFound(`No support request ${number}`);
    return row;
  };

  // docs/domain.md#consent-and-analytics: "a support endpoint under /support/order (returns a product by order)". Support
  // staff (operators) look up what a customer ordered while answering them: the order's lines with their
  // designs and proofs, and where the order stands.
  app.get(
    '/support/order',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'The products of an order for support staff (`number`: the order number; 400 naming it when missing or malformed, 404 when there is no such order)',
        security: tokenAuth,
        querystring: SupportOrderQuery,
        response: { 200: SupportOrderResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await findOrderByNumber(ctx.db, request.query.number);
      if (!order) throw new NotFound(`No order ${request.query.number}`);
      const doc = await loadOrderDocument(ctx.db, order);
      return {
        number: order.number,
        email: order.email,
        state: order.state,
        payment_state: order.paymentState,
        fulfillment_state: order.fulfillmentState,
        region: order.region,
        currency: order.currency,
        placed_at: order.completedAt?.toISOString() ?? null,
        products: doc.line_items,
      };
    },
  );

  app.get(
    '/v2/operator/support_requests/:number',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'One support request: the message as plain text and its attachments',
        security: tokenAuth,
        params: SupportRequestParams,
        response: { 200: SupportRequestResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ support_request: presentSupportRequest(await find(request.params.number)) }),
  );

  app.get(
    '/v2/operator/support_requests/:number/attachments/:index',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'Download an attachment of a support request (always as a download, never shown inline)',
        security: tokenAuth,
        params: SupportAttachmentParams,
        response: { 200: z.any().describe('The file (binary)'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await find(request.params.number);
      const attachment = row.attachments[request.params.index];
      if (!attachment) throw new NotFound(`${request.params.number} has no attachment ${request.params.index}`);
      const bytes = await ctx.files.get(attachment.key);
      if (!bytes) throw new NotFound('The attachment\'s content is missing from the file store');
      const ascii = attachment.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened anyway runs nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
};
