// Invoice documents over HTTP (README "Invoices"): the order's documents for its owner (or whoever has
// the order's link), each document as PDF and UBL, and the back office's list and CSV export.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InvoiceExportQuery,
  InvoiceIdParams,
  InvoiceListResponse,
  InvoiceResponse,
  InvoiceSearchQuery,
  InvoiceSearchResponse,
  InvoiceTokenQuery,
  OrderNumberParams,
} from '@ph/api-contract';
import { BadInput } from '../errors';
import { optionalUser } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { errors, tokenAuth } from '../http';
import { documentsOfOrder, readableDocument, type Reader } from './access';
import { invoicesCsv } from './csv';
import { facturX, ublXml } from './einvoice';
import { presentInvoice } from './present';
import * as repo from './repository';

const isBackOffice = (request: FastifyRequest): boolean => request.session?.user.role === 'operator';

function readerOf(request: FastifyRequest, token: string | undefined): Reader {
  return { userId: request.session?.user.id ?? null, backOffice: isBackOffice(request), manager: request.session?.user.role === 'manager', token };
}

const fileName = (number: string, ext: string) => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.${ext}`;

/** [from, to] as whole UTC days; `to` before `from` or a span over a year is a 400. */
function period(q: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(`${q.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime())) throw new BadInput('from', `from: ${q.from} is not a date`);
  if (Number.isNaN(to.getTime())) throw new BadInput('to', `to: ${q.to} is not a date`);
  if (to < from) throw new BadInput('to', 'to must not be before from');
  if (to.getTime() - from.getTime() > 366 * 86_400_000) throw new BadInput('to', 'A period is at most one year');
  return { from, to: new Date(to.getTime() + 86_400_000) };
}

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/orders/:number/invoices', {
    preHandler: optionalUser,
    schema: {
      tags: ['invoices'],
      security: tokenAuth,
      summary: 'Every document of the order (proforma, VAT invoice, credit notes): its owner, the holder of its link, operators',
      params: OrderNumberParams,
      querystring: InvoiceTokenQuery,
      response: { 200: InvoiceListResponse, ...errors(400, 401, 404) },
    },
  }, async (request) => {
    const rows = await documentsOfOrder(db, request.params.number, readerOf(request, request.query.token));
    return { invoices: rows.map(presentInvoice) };
  });

  app.get('/invoices', {
    preHandler: requireOperator,
    schema: {
      ...OPERATOR_ONLY,
      tags: ['invoices'],
      security: tokenAuth,
      summary: 'Operators: documents issued in a period (whole UTC days, both included), by store and type',
      querystring: InvoiceSearchQuery,
      response: { 200: InvoiceSearchResponse, ...errors(400, 401, 403) },
    },
  }, async (request) => {
    const q = request.query;
    const { rows, count } = await repo.listIssued(db, { ...period(q), region: q.region, kind: q.kind, limit: q.per_page, offset: (q.page - 1) * q.per_page });
    return { invoices: rows.map(presentInvoice), count };
  });

  app.get('/invoices/export.csv', {
    preHandler: requireOperator,
    schema: {
      ...OPERATOR_ONLY,
      tags: ['invoices'],
      security: tokenAuth,
      summary: 'Operators: the accountant’s CSV of a period (one row per document and VAT rate)',
      querystring: InvoiceExportQuery,
      response: { 200: z.any().describe('text/csv'), ...errors(400, 401, 403) },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { rows } = await repo.listIssued(db, { ...period(q), region: q.region, kind: q.kind, limit: 100_000, offset: 0 });
    const name = `invoices-${q.region ?? 'all'}-${q.from}-${q.to}.csv`;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(`\uFEFF${invoicesCsv(rows.map((r) => r.row))}`);
  });

  app.get('/invoices/:id', {
    preHandler: optionalUser,
    schema: { tags: ['invoices'], security: tokenAuth, summary: 'One document', params: InvoiceIdParams, querystring: InvoiceTokenQuery, response: { 200: InvoiceResponse, ...errors(400, 401, 404) } },
  }, async (request) => {
    return { invoice: presentInvoice(await readableDocument(db, request.params.id, readerOf(request, request.query.token))) };
  });

  app.get('/invoices/:id/pdf', {
    preHandler: optionalUser,
    schema: {
      tags: ['invoices'],
      security: tokenAuth,
      summary: 'The document as PDF; a VAT invoice or credit note is a Factur-X PDF/A-3 carrying its EN 16931 CII XML',
      params: InvoiceIdParams,
      querystring: InvoiceTokenQuery,
      response: { 200: z.any().describe('application/pdf'), ...errors(400, 401, 404) },
    },
  }, async (request, reply) => {
    const { row } = await readableDocument(db, request.params.id, readerOf(request, request.query.token));
    // Loaded at the first PDF: it brings pdf-lib, fontkit and the fonts.
    const { invoicePdf } = await import('./pdf');
    const pdf = await invoicePdf(row.content, row.issuedAt);
    const out = row.kind === 'proforma' ? pdf : await facturX(row.content, pdf);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(row.number, 'pdf')}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(out));
  });

  app.get('/invoices/:id/ubl', {
    preHandler: optionalUser,
    schema: {
      tags: ['invoices'],
      security: tokenAuth,
      summary: 'The EN 16931 e-invoice as UBL 2.1 XML (VAT invoices and credit notes; a proforma has none)',
      params: InvoiceIdParams,
      querystring: InvoiceTokenQuery,
      response: { 200: z.any().describe('application/xml'), ...errors(400, 401, 404) },
    },
  }, async (request, reply) => {
    const { row } = await readableDocument(db, request.params.id, readerOf(request, request.query.token));
    if (row.kind === 'proforma') throw new BadInput('id', `${row.number} is a proforma: a request for payment has no e-invoice`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(row.number, 'xml')}"`)
      .header('cache-control', 'private, no-store')
      .send(await ublXml(row.content));
  });
};
