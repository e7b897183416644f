import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HelpPostPathParams, HelpPostQuery, HelpPostResponse, HelpPostsQuery, HelpPostsResponse, type HelpPostSummary } from '@ph/api-contract/help';
import type { LanguageCode, RegionCode } from '@ph/region-config';
import { requestRegion } from '../catalogue';
import { languageFor } from '../http';
import { errors } from '../http';
import { NotFound } from '../errors';
import { helpPostsFrom, type HelpPost } from './posts';
import { buildIndex, type HelpIndex } from './search';

const summaryOf = (p: HelpPost): HelpPostSummary => ({ id: p.id, category: p.category, category_name: p.categoryName, title: p.title, summary: p.summary, path: p.path });

/**
 * The help-posts API (storefront-config: a help-posts endpoint on a content-management route): the
 * landing site's help articles of a store, listed, searched and read in a language. Public, cached by
 * the browser for a few minutes (the articles change with a deploy of the landing site).
 */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = helpPostsFrom(app.ctx.config.helpPostsFile);
  const indexes = new Map<string, HelpIndex>();
  const indexOf = (region: RegionCode, lang: LanguageCode): HelpIndex => {
    const key = `${region}|${lang}`;
    let index = indexes.get(key);
    if (!index) indexes.set(key, (index = buildIndex(posts.of(region, lang), lang)));
    return index;
  };

  app.get(
    '/v1/help_posts',
    {
      schema: {
        tags: ['help'],
        summary: 'The store’s help articles in a language, best match first when `q` is given',
        querystring: HelpPostsQuery,
        response: { 200: HelpPostsResponse, ...errors(400, 503) },
      },
    },
    async (request, reply) => {
      const region = requestRegion(request, request.query.region);
      const lang = request.query.lang ?? languageFor(request, region);
      const all = posts.of(region, lang).filter((p) => !request.query.category || p.category === request.query.category);
      const byId = new Map(all.map((p) => [p.id, p]));
      const found = request.query.q ? indexOf(region, lang).search(request.query.q).flatMap((id) => byId.get(id) ?? []) : all;
      reply.header('cache-control', 'public, max-age=300');
      return { data: found.slice(0, request.query.limit).map(summaryOf), meta: { lang, total: found.length } };
    },
  );

  app.get(
    '/v1/help_posts/:id',
    {
      schema: {
        tags: ['help'],
        summary: 'One help article of the store in a language, with its body as HTML',
        params: HelpPostPathParams,
        querystring: HelpPostQuery,
        response: { 200: HelpPostResponse, ...errors(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const region = requestRegion(request, request.query.region);
      const lang = request.query.lang ?? languageFor(request, region);
      const post = posts.of(region, lang).find((p) => p.id === request.params.id);
      if (!post) throw new NotFound(`No help article ${request.params.id} in this store`);
      reply.header('cache-control', 'public, max-age=300');
      return { data: { ...summaryOf(post), html: post.html } };
    },
  );
};
