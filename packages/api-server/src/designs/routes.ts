// Saved designs and design proofs (docs/domain.md#the-apis-calls "Designs"; README "Designs"). Parse, authorise
// (the owner; a share token for read-only views; a manager for print files), call the services.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { designSharePath } from '@ph/region-config';
import { requestRegion } from '../catalogue';
import {
  BoxDesignCreatedResponse,
  BoxDesignList,
  BoxDesignResponse,
  ClaimDesignBody,
  ClientApprovalFilesetResponse,
  CreateBoxDesignBody,
  DesignIdParams,
  DuplicateBody,
  DesignMineQuery,
  RemindOnDesktopBody,
  ShareQuery,
  ShareResponse,
  UpdateBoxDesignBody,
  UpdateProofBody,
  type DesignDocument,
} from '@ph/api-contract';
import { FileContentQuery } from '@ph/api-contract';
import { findSession } from '../auth';
import { findProductBySku } from '../catalogue';
import { enqueueEmail } from '../email';
import { BadInput, NotFound, RuleViolation, Unauthorized } from '../errors';
import * as files from '../files';
import { fileContent, printSource } from '../files';
import type { FileStorage } from '../files';
import { currentSession, optionalUser, requireUser } from '../http';
import { errors, NoContent, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import type { Db } from '../db';
import { fileIdsOf } from './document';
import { languageOf, remindOnDesktopEmail } from './emails';
import { presentDesign } from './present';
// Loaded at the first print file: it brings pdf-lib, fontkit and the fonts' tables.
import type { PrintBox, PrintInputFile } from './printFile';
import * as proofs from './proofs';
import { listDesigns, type BoxDesignRow } from './repository';
import * as svc from './service';

const ownerOf = (request: FastifyRequest): svc.Owner => {
  const { user } = currentSession(request);
  return { id: user.id, kind: user.kind };
};
const designOut = { 200: BoxDesignResponse, ...errors(400, 401, 404, 409, 422) };
const headerValue = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

/** Loads what prints for each file a document uses (the print file reads the owner's files for a manager too). */
async function printFiles(db: Db, storage: FileStorage, document: Record<string, unknown>) {
  const rows = await files.findFiles(db, fileIdsOf(document));
  const out = new Map<string, PrintInputFile>();
  // Two at a time: a file without its print form yet is decoded here, and six of those at once would
  // hold six decoded pictures in memory together.
  let next = 0;
  const worker = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) out.set(row.id, { row, ...(await printSource(db, storage, row)) });
  };
  await Promise.all([worker(), worker()]);
  return out;
}

async function sendPrintFile(reply: FastifyReply, db: Db, storage: FileStorage, src: { box: PrintBox; document: Record<string, unknown>; schemaVersion: number; name: string; version: number; sku: string; orderNumber: string | null; filename: string }) {
  if (src.schemaVersion !== 2) throw new RuleViolation('design_needs_conversion', 'Convert this design to the current editor before printing it');
  const { buildPrintFile } = await import('./printFile');
  const result = await buildPrintFile({
    box: src.box,
    document: src.document as unknown as DesignDocument,
    files: await printFiles(db, storage, src.document),
    slug: { orderNumber: src.orderNumber, sku: src.sku, designName: src.name, version: src.version },
  });
  const low = result.lowResolution;
  reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${src.filename}"`);
  // Only present when something prints below 150 dpi, so clients can test for the header itself.
  if (low.length > 0) {
    reply
      .header('x-low-resolution', String(low.length))
      .header('x-low-resolution-details', low.map((l) => `${l.face}:${l.object_id}:${l.dpi}dpi`).join(', '))
      .header('access-control-expose-headers', 'x-low-resolution, x-low-resolution-details');
  }
  // The image data is sent from the buffers it sits in, never copied into one file-sized buffer.
  return reply.header('content-length', String(result.pdf.byteLength)).send(Readable.from(result.pdf.chunks, { objectMode: false }));
}

const boxOfDesign = (row: BoxDesignRow): PrintBox => ({
  size: { length: row.lengthMm, width: row.widthMm, height: row.heightMm },
  boardThicknessMm: row.boardThicknessMm,
  dielineStyle: row.dielineStyle as PrintBox['dielineStyle'],
  bleedMm: row.bleedMm,
  safeAreaMm: row.safeAreaMm,
});

export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, files: storage } = app.ctx;
  const now = () => app.ctx.now();

  app.ctx.userHooks.onUserMerged((tx, { anonymousUserId, userId }) => svc.moveOnMerge(tx, anonymousUserId, userId));

  app.get('/box_designs/mine', {
    preHandler: requireUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'The caller’s saved designs, newest change first', querystring: DesignMineQuery, response: { 200: BoxDesignList, ...errors(400, 401) } },
  }, async (request) => {
    const { page, per_page, status } = request.query;
    const { rows, count } = await listDesigns(db, ownerOf(request).id, status, page, per_page);
    const out = [];
    for (const r of rows) out.push(await presentDesign(db, r));
    return { box_designs: out, count };
  });

  app.post('/box_designs', {
    preHandler: requireUser,
    schema: {
      tags: ['designs'],
      security: tokenAuth,
      summary: 'Create a design for a variant (or a custom size of it); optionally import an old v1 document',
      body: CreateBoxDesignBody,
      response: { 201: BoxDesignCreatedResponse, ...errors(400, 401, 422) },
    },
  }, async (request, reply) => {
    const { row, designToken } = await svc.createDesign(db, ownerOf(request), requestRegion(request, undefined), request.body, now());
    return reply.status(201).send({ box_design: await presentDesign(db, row), design_token: designToken });
  });

  app.post('/box_designs/remind_on_desktop', {
    schema: {
      tags: ['designs'],
      summary: 'E-mail a link back to the editor (sku and quantity) in the given language',
      body: RemindOnDesktopBody,
      response: { 202: z.object({ status: z.literal('queued') }), ...errors(400, 422) },
    },
    config: { rateLimit: { max: 5, timeWindow: 60_000, keyGenerator: (r: FastifyRequest) => `${r.ip}|${(r.body as { email?: string } | undefined)?.email ?? ''}` } },
  }, async (request, reply) => {
    const { email, locale, sku, quantity } = request.body;
    const lang = languageOf(locale);
    // The spec's words for an unknown tag (docs/domain.md#errors), as `?lang=` and the storefront say them.
    if (!lang) throw new BadInput('locale', `Unknown language ${JSON.stringify(locale.split('-')[0])} of language-tag ${JSON.stringify(locale)}`);
    const product = await findProductBySku(db, sku);
    if (!product || product.status !== 'published' || !product.printSpec) throw new RuleViolation('product_not_designable', `${sku} is not a product you can design`, 'sku');
    const url = `${config.storefrontUrl}/box/design?sku=${encodeURIComponent(sku)}&quantity=${quantity}&locale=${lang}`;
    await enqueueEmail(db, remindOnDesktopEmail(lang, email, { product: product.name[lang] ?? product.name.en, quantity, url }));
    return reply.status(202).send({ status: 'queued' as const });
  });

  app.post('/v3/users/me/designs', {
    schema: {
      tags: ['designs'],
      summary: 'Move an anonymous visitor’s design into the account that just signed in',
      description: 'Headers: `access-token` (the signed-in account’s API token) and `design-token` (returned when the anonymous visitor created the design). Body `{ id }`. A wrong design token or another design is a 404.',
      body: ClaimDesignBody,
      response: { 200: BoxDesignResponse, ...errors(400, 401, 404, 409) },
    },
  }, async (request) => {
    const accessToken = headerValue(request, 'access-token');
    const designToken = headerValue(request, 'design-token');
    if (!accessToken) throw new Unauthorized('The access-token header is missing');
    if (!designToken) throw new BadInput('design-token', 'The design-token header is missing');
    const session = await findSession(db, accessToken, now());
    if (!session) throw new Unauthorized('Auth token is invalid or expired', 'invalid_token');
    if (session.user.kind !== 'registered') throw new RuleViolation('sign_in_required', 'Sign in to keep the design in your account', 'access-token');
    const row = await svc.claimDesign(db, session.user.id, request.body.id, designToken, now());
    return { box_design: await presentDesign(db, row) };
  });

  app.get('/box_designs/:id', {
    preHandler: optionalUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'A design: its owner, or anyone with `share_token` (read-only)', params: DesignIdParams, querystring: ShareQuery, response: designOut },
  }, async (request) => {
    const { row, readOnly } = await svc.viewDesign(db, request.params.id, { userId: request.session?.user.id ?? null, shareToken: request.query.share_token });
    return { box_design: await presentDesign(db, row, { readOnly, shareToken: request.query.share_token }) };
  });

  app.put('/box_designs/:id', {
    preHandler: requireUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'Save a design (send the version you read; 409 `stale_design` otherwise)', params: DesignIdParams, body: UpdateBoxDesignBody, response: designOut },
  }, async (request) => {
    const row = await svc.updateDesign(db, ownerOf(request), request.params.id, request.body, requestRegion(request, undefined), now());
    return { box_design: await presentDesign(db, row) };
  });

  app.delete('/box_designs/:id', {
    preHandler: requireUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'Delete a design (not while it is in a cart)', params: DesignIdParams, response: { 204: NoContent, ...errors(400, 401, 404, 422) } },
  }, async (request, reply) => {
    await svc.deleteDesign(db, ownerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/box_designs/:id/duplicate', {
    preHandler: requireUser,
    schema: {
      tags: ['designs'],
      security: tokenAuth,
      summary: 'Copy a design into the caller’s account: their own, or a shared one with `share_token` (its files are copied too)',
      params: DesignIdParams,
      body: DuplicateBody,
      response: { 201: BoxDesignCreatedResponse, ...errors(400, 401, 404) },
    },
  }, async (request, reply) => {
    const { row, designToken } = await svc.duplicateDesign(db, storage, ownerOf(request), request.params.id, { shareToken: request.body?.share_token, name: request.body?.name }, now());
    return reply.status(201).send({ box_design: await presentDesign(db, row), design_token: designToken });
  });

  app.post('/box_designs/:id/convert_from_v1', {
    preHandler: requireUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'Convert an old pixel-based (schemaVersion 1) design to the mm document', params: DesignIdParams, response: designOut },
  }, async (request) => {
    const row = await svc.convertFromV1(db, ownerOf(request), request.params.id, now());
    return { box_design: await presentDesign(db, row) };
  });

  app.post('/box_designs/:id/share', {
    preHandler: requireUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'A read-only share link (the same token until the design is deleted)', params: DesignIdParams, response: { 200: ShareResponse, ...errors(400, 401, 404) } },
  }, async (request) => {
    const row = await svc.shareDesign(db, ownerOf(request), request.params.id, now());
    const token = row.shareToken as string;
    // The storefront's read-only view of the design in the caller's store (`/box/{id}?share=`, Polish `/pudelko/…`).
    return { share_token: token, share_url: `${config.storefrontUrl}${designSharePath(requestRegion(request, undefined), row.id, token)}` };
  });

  app.get('/box_designs/:id/thumbnail', {
    preHandler: optionalUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'The design’s thumbnail (PNG ≤ 300 × 300)', params: DesignIdParams, querystring: ShareQuery, response: { 200: z.any(), ...errors(400, 401, 404) } },
  }, async (request, reply) => {
    const { row } = await svc.viewDesign(db, request.params.id, { userId: request.session?.user.id ?? null, shareToken: request.query.share_token });
    const [file] = row.thumbnailFileId ? await files.findFiles(db, [row.thumbnailFileId]) : [];
    if (!file) throw new NotFound('The design has no thumbnail');
    const variant = file.variants.includes('thumbnail') ? 'thumbnail' : 'original';
    const { bytes, contentType } = await fileContent(storage, file, variant);
    return reply.header('content-type', contentType).header('cache-control', 'private, max-age=60').header('x-content-type-options', 'nosniff').send(bytes);
  });

  app.get('/box_designs/:id/files/:fileId', {
    preHandler: optionalUser,
    schema: {
      tags: ['designs'],
      security: tokenAuth,
      summary: 'An artwork file a design uses, for whoever may see the design (owner, or share_token)',
      params: z.strictObject({ id: z.string().max(64), fileId: z.string().max(64) }),
      querystring: FileContentQuery.extend({ share_token: z.string().min(1).max(100).optional() }),
      response: { 200: z.any(), ...errors(400, 401, 404) },
    },
  }, async (request, reply) => {
    const { row } = await svc.viewDesign(db, request.params.id, { userId: request.session?.user.id ?? null, shareToken: request.query.share_token });
    if (!fileIdsOf(row.document).includes(request.params.fileId) && row.thumbnailFileId !== request.params.fileId) throw new NotFound('File not found');
    const [file] = await files.findFiles(db, [request.params.fileId]);
    if (!file) throw new NotFound('File not found');
    const { bytes, contentType } = await fileContent(storage, file, request.query.variant);
    return reply
      .header('content-type', contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .send(bytes);
  });

  app.get('/box_designs/:id/print_file', {
    preHandler: requireUser,
    schema: {
      tags: ['designs'],
      security: tokenAuth,
      summary: 'The print-ready PDF of the design (owner or manager)',
      description: 'One page: the blank plus bleed at true size. `X-Low-Resolution` counts images below 150 effective DPI (`X-Low-Resolution-Details`: face:object:dpi); the file is made anyway.',
      params: DesignIdParams,
      response: { 200: z.any().describe('application/pdf'), ...errors(400, 401, 404, 422) },
    },
  }, async (request, reply) => {
    const { user } = currentSession(request);
    const row = await svc.designForPrint(db, { id: user.id, role: user.role }, request.params.id);
    return sendPrintFile(reply, db, storage, {
      box: boxOfDesign(row),
      document: row.document,
      schemaVersion: row.schemaVersion,
      name: row.name,
      version: row.version,
      sku: row.variantSku,
      orderNumber: null,
      filename: `design-${row.id}-v${row.version}.pdf`,
    });
  });

  // ---- design proofs -----------------------------------------------------------------------------

  const presentProof = (p: proofs.ProofRow, orderNumber: string) => ({
    data: {
      uuid: p.id,
      type: 'client_approval_fileset' as const,
      attributes: {
        status: p.status,
        review_reason: p.reviewReason,
        email: p.email,
        order_number: orderNumber,
        line_item_id: p.lineItemId,
        box_design_id: p.boxDesignId,
        design_version: p.designVersion,
        low_resolution: p.lowResolution.length > 0,
        low_resolution_details: p.lowResolution as Array<{ face: 'front' | 'top' | 'back' | 'left' | 'right' | 'bottom'; object_id: string; dpi: number }>,
        proof_url: `/api/client_approval_filesets/${p.id}/print_file`,
        reviewed_at: p.reviewedAt?.toISOString() ?? null,
        created_at: p.createdAt.toISOString(),
      },
    },
  });
  const ProofParams = z.strictObject({ uuid: z.string().max(64) });

  app.get('/client_approval_filesets/:uuid', {
    preHandler: requireUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'A design proof of the caller’s order', params: ProofParams, response: { 200: ClientApprovalFilesetResponse, ...errors(400, 401, 404) } },
  }, async (request) => {
    const { proof, order } = await proofs.ownProof(db, ownerOf(request).id, request.params.uuid);
    return presentProof(proof, order.number);
  });

  app.put('/client_approval_filesets/:uuid', {
    preHandler: requireUser,
    schema: {
      tags: ['designs'],
      security: tokenAuth,
      summary: 'Approve a proof, or ask for changes with a review reason',
      params: ProofParams,
      body: UpdateProofBody,
      response: { 200: ClientApprovalFilesetResponse, ...errors(400, 401, 404, 422) },
    },
  }, async (request) => {
    const { proof, order } = await proofs.reviewProof(db, ownerOf(request).id, request.params.uuid, request.body, { now: now(), storefrontUrl: config.storefrontUrl });
    return presentProof(proof, order.number);
  });

  const sendProofPrintFile = (reply: FastifyReply, { proof, order, snapshot }: Awaited<ReturnType<typeof proofs.proofWithOrder>>) => {
    if (!snapshot) throw new NotFound('Proof not found');
    return sendPrintFile(reply, db, storage, {
      box: {
        size: snapshot.size,
        boardThicknessMm: snapshot.board_thickness_mm,
        dielineStyle: snapshot.dieline_style as PrintBox['dielineStyle'],
        bleedMm: snapshot.bleed_mm,
        safeAreaMm: snapshot.safe_area_mm,
      },
      document: snapshot.document,
      schemaVersion: Number(snapshot.document.schemaVersion),
      name: snapshot.name,
      version: proof.designVersion,
      sku: snapshot.variant_sku,
      orderNumber: order.number,
      filename: `order-${order.number}-line-${proof.lineItemId}.pdf`,
    });
  };

  app.get('/client_approval_filesets/:uuid/print_file', {
    preHandler: requireUser,
    schema: { tags: ['designs'], security: tokenAuth, summary: 'The print file of the proof: the design exactly as it was paid for', params: ProofParams, response: { 200: z.any().describe('application/pdf'), ...errors(400, 401, 404) } },
  }, async (request, reply) => sendProofPrintFile(reply, await proofs.ownProof(db, ownerOf(request).id, request.params.uuid)));

  // The back office's link to the same file, for any order's proof (the orders desk's order view).
  app.get('/v2/operator/client_approval_filesets/:uuid/print_file', {
    preHandler: requireOperator,
    schema: {
      ...OPERATOR_ONLY,
      tags: ['operators'],
      security: tokenAuth,
      summary: 'The print file of any order\'s proof, for the works: the design exactly as it was paid for',
      params: ProofParams,
      response: { 200: z.any().describe('application/pdf'), ...errors(400, 401, 403, 404) },
    },
  }, async (request, reply) => sendProofPrintFile(reply, await proofs.proofWithOrder(db, request.params.uuid)));
};
