import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LocationBody,
  LocationResponse,
  PartnerstackBody,
  StatesQuery,
  StatesResponse,
  ValidateVatQuery,
  ValidateVatResponse,
} from '@ph/api-contract';
import { currentSession, requireUser } from '../http';
import { errors, NoContent, tokenAuth } from '../http';
import {
  listStates,
  registerPartnerstackKey,
  saveLastUsedLocation,
  setShippingDestination,
  validateVat,
} from './service';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/v2/states',
    {
      schema: {
        tags: ['location'],
        summary: 'States/provinces of a country (empty for countries whose addresses have none)',
        querystring: StatesQuery,
        response: { 200: StatesResponse, ...errors(400) },
      },
    },
    async (request) => ({
      data: listStates(request.query.country_iso).map((s) => ({
        id: `${s.countryIso}-${s.code}`,
        type: 'state' as const,
        attributes: { abbr: s.code, name: s.name, country_iso: s.countryIso },
      })),
    }),
  );

  app.get(
    '/addresses/validate_vat',
    {
      schema: {
        tags: ['location'],
        summary: 'Check a VAT ID: offline format and check digit, then VIES when VIES_URL is set',
        querystring: ValidateVatQuery,
        response: { 200: ValidateVatResponse, ...errors(400, 422, 503) },
      },
    },
    async (request) => {
      const result = await validateVat(ctx.vies, request.query.vat_id, request.query.country_iso);
      return {
        vat_id: result.vatId,
        country_iso: result.countryIso,
        valid: result.valid,
        format_valid: result.formatValid,
        vies: result.vies,
      };
    },
  );

  const locationRoute = (
    path: string,
    summary: string,
    save: typeof saveLastUsedLocation,
    pick: (user: Awaited<ReturnType<typeof saveLastUsedLocation>>) => { country_iso: string; zip_code: string | null },
  ) =>
    app.post(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: ['location'],
          summary,
          security: tokenAuth,
          body: LocationBody,
          response: { 200: LocationResponse, ...errors(400, 401, 422) },
        },
      },
      async (request) => pick(await save(ctx.db, currentSession(request).user.id, request.body, ctx.now())),
    );

  locationRoute('/v2/users/save_last_used_location', 'Remember where the visitor was last seen', saveLastUsedLocation, (u) => ({
    country_iso: u.lastUsedCountryIso ?? '',
    zip_code: u.lastUsedZipCode,
  }));
  locationRoute('/v2/users/set_shipping_destination', 'Set the country (and postal code) to ship to', setShippingDestination, (u) => ({
    country_iso: u.shippingCountryIso ?? '',
    zip_code: u.shippingZipCode,
  }));

  app.post(
    '/v2/users/register_partnerstack_key',
    {
      preHandler: requireUser,
      schema: {
        tags: ['location'],
        summary: 'Store the PartnerStack referral key (first one wins; skipped silently without a key)',
        security: tokenAuth,
        // Fastify hands a missing body over as null.
        body: PartnerstackBody.nullish(),
        response: { 204: NoContent, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      await registerPartnerstackKey(ctx.db, currentSession(request).user, request.body?.partner_key, ctx.now());
      return reply.status(204).send(null);
    },
  );
};
