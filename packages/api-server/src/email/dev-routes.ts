import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml } from './templates';
import { recentEmails } from './outbox-repo';

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Development-only page listing the outbox, so confirmation and reset links can be followed locally. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await recentEmails(app.ctx.db, 100);
    const rows = mails
      .map((m) => {
        const links = (m.text.match(LINK) ?? []).map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`).join('<br>');
        const status = m.sentAt ? `sent ${m.sentAt.toISOString()}` : m.lastError ? `failed: ${escapeHtml(m.lastError)}` : 'not sent';
        return `<tr><td>${m.id}</td><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.kind)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td>${links}</td><td>${status}</td></tr>`;
      })
      .join('');
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Outbox</title><style>body{font-family:sans-serif}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}</style></head><body><h1>Outbox (latest ${mails.length})</h1><table><thead><tr><th>#</th><th>Created</th><th>Kind</th><th>To</th><th>Subject</th><th>Links</th><th>Delivery</th></tr></thead><tbody>${rows || '<tr><td colspan="7">No e-mails yet.</td></tr>'}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
