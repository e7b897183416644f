import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH, HEADERS } from '@ph/contracts/http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { loadConfig, type AppConfig } from './config';
import type { AppContext } from './context';
import { findSession } from './auth';
import { openDatabase, type Database } from './db';
import { runMigrations } from './db';
import { withStartupLock } from './db';
import { devOutboxRoutes } from './email';
import { devManagerRoutes } from './wallet';
import { OutboxSender, smtpTransport, type MailTransport } from './email';
import { openStorage, type FileStorage } from './files';
import { registerErrorHandling } from './http';
import { registerInputGuard } from './http';
import { docsPolicy, registerSecurityHeaders } from './http';
import { parseQueryString } from './http';
import { genReqId, REQUEST_ID_HEADER } from './http';
import { watchCatalogueChanges } from './catalogue';
import { invalidateCatalogue } from './catalogue';
import { openRedis } from './http';
import { redisWithLocalFallback } from './http';
import { InstanceRegistry } from './jobs';
import { createJobs } from './jobs';
import { registerRequestLanguage } from './http';
import { locationRoutes } from './location';
import { HttpViesClient, type ViesClient } from './location';
import { UserHooks } from './users';
import { noOrdersYet, type OrderStatsSource } from './users';
import { userRoutes } from './users';
// feature route plugins (imports)
import { idempotencyPlugin } from './idempotency';
import { orderMailDelivery } from './orders';
import { orderRoutes } from './orders';
import { packRoutes } from './orders';
import { checkoutRoutes } from './checkout';
import { sustainabilityRoutes } from './sustainability';
import { paymentRoutes, WORKFLOW_TOKEN_HEADER } from './payments';
import { consentRoutes } from './consents';
import { trackingReportRoutes, trackingRoutes } from './tracking';
import { catalogueRoutes } from './catalogue';
import { pricingRoutes } from './pricing';
import { fileRoutes } from './files';
import { registerProofReminders } from './designs';
import { designRoutes } from './designs';
import { quoteRoutes } from './quotes';
import { offerRoutes } from './quotes';
import { operatorRoutes } from './operators';
import { invoiceRoutes, loadSellers, registerInvoiceIssuing } from './invoices';
import { fulfillmentRoutes } from './fulfillment';
import { dataRightsRoutes, registerDataRightsJobs } from './data-rights';
import { helpRoutes } from './help';
import { supportRoutes } from './support';
import { shipmentRoutes } from './shipments';
import { ordersDeskRoutes } from './orders-desk';
import { auditRoutes, registerManagerAudit } from './audit';
import { healthRoutes } from './health';
import { referralRoutes, registerReferralCredits } from './referrals';
import { metricsRoutes, registerRequestMetrics } from './metrics';
import { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, config and cross-module hooks for route plugins (see README "Plugging in a feature"). */
    ctx: AppContext;
  }
}

/** The Fastify instance with the zod type provider, as route plugins see it. */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface BuildAppOptions {
  /** Defaults to `loadConfig()` (environment variables). */
  config?: AppConfig;
  /** An open database; when given, the caller closes it. Otherwise one is opened from the config. */
  database?: Database;
  /** Apply migrations before serving (default true). */
  migrate?: boolean;
  /** Overrides the VIES client derived from `VIES_URL` (tests use a fake). */
  vies?: ViesClient | null;
  /** Overrides the SMTP transport derived from `SMTP_URL`. */
  mailTransport?: MailTransport | null;
  orderStats?: OrderStatsSource;
  now?: () => Date;
  /** Overrides the file store derived from the config. */
  storage?: FileStorage;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the API (not listening). Opens and migrates the database unless one is passed in. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<App> {
  const config = opts.config ?? loadConfig();
  // A malformed sellers file (a bad number series) stops the start-up before anything is served.
  loadSellers(config.invoiceSellersFile);
  registerInvoiceIssuing();
  const database = opts.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const ownsDatabase = !opts.database;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-api-token"]', 'req.headers.authorization'],
    },
    genReqId,
    // A hop count trusts the n proxies nearest the API (proxy-addr asks hop by hop, nearest first).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const metrics = new Registry();
  registerRequestMetrics(app, metrics);
  registerManagerAudit(app);
  // First of all: every answer, a refusal too, is written in the shopper's language.
  registerRequestLanguage(app);
  // Before any route: auth ahead of validation, and no control characters in any input (README "Input rules").
  registerInputGuard(app);

  try {
    if (opts.migrate !== false) await withStartupLock(database.raw.kind === 'pg' ? database.raw.url : undefined, () => runMigrations(database));
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }

  // Both start when the app is ready (below): nothing runs before every route and worker is registered.
  const instance = new InstanceRegistry(database.db, config.instanceId ?? InstanceRegistry.defaultSlot(config.port));
  const jobs = config.backgroundJobs ? createJobs(database, app.log) : null;

  const transport = opts.mailTransport !== undefined ? opts.mailTransport : config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const vies =
    opts.vies !== undefined ? opts.vies : config.viesUrl ? new HttpViesClient(config.viesUrl, config.viesTimeoutMs) : null;
  const ctx: AppContext = {
    config,
    db: database.db,
    driver: database.driver,
    userHooks: new UserHooks(),
    orderStats: opts.orderStats ?? noOrdersYet,
    mailer: new OutboxSender(database.db, transport, config.mailFrom, app.log, instance.bootId),
    vies,
    files: opts.storage ?? openStorage(config.fileStorage),
    now: opts.now ?? (() => new Date()),
    jobs,
    instance,
    findSession: (token, now) => findSession(database.db, token, now),
    catalogueChanges: null,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('session', null);

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Behind a load balancer, which process answered (only when the operator named them).
    if (config.instanceId) reply.header('x-served-by', config.instanceId);
  });
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  app.addHook('onClose', async () => {
    // Jobs first (their handlers use the database), then the heartbeat, then the database.
    await jobs?.stop().catch((err: unknown) => app.log.warn({ err }, 'job queue did not stop cleanly'));
    await ctx.catalogueChanges?.close();
    // quit() waits for a connection; while Redis is down that would keep the process (its reconnect
    // timer) alive after close, so a connection that is not ready is simply dropped.
    if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis?.disconnect();
    if (!jobs) await ctx.mailer.flush().catch(() => undefined);
    await instance.stop();
    if (ownsDatabase) await database.close();
  });
  app.addHook('onReady', async () => {
    // Another process's catalogue write drops this process's catalogue cache too (README "Several API processes").
    ctx.catalogueChanges = await watchCatalogueChanges(database, () => invalidateCatalogue(ctx), app.log);
    await instance.start();
    await jobs?.start();
    // Whatever a previous run left unsent is queued now.
    if (jobs) await ctx.mailer.dispatch();
  });
  if (jobs) await ctx.mailer.attach(jobs);
  if (jobs) await registerProofReminders(ctx, jobs);
  if (jobs) await registerDataRightsJobs(ctx, jobs);
  if (jobs) {
    await registerReferralCredits(jobs, {
      db: ctx.db,
      now: ctx.now,
      refundWindowSeconds: config.referralRefundWindowSeconds,
      storefrontUrl: config.storefrontUrl,
      log: app.log,
    });
  }

  await registerSecurityHeaders(app, config);
  // Only the configured origins (CORS_ORIGINS; `*` is refused in production, see config.ts).
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    allowedHeaders: [
      'content-type',
      'authorization',
      // The storefront names the shopper's interface language (http/language.ts).
      'accept-language',
      HEADERS.apiToken,
      HEADERS.region,
      HEADERS.analyticsClientId,
      HEADERS.idempotencyKey,
      // A payment link opened without the shopper's session (payments/workflow-access.ts).
      WORKFLOW_TOKEN_HEADER,
      REQUEST_ID_HEADER,
    ],
    exposedHeaders: [REQUEST_ID_HEADER, 'retry-after'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // Only routes that opt in (`config.rateLimit`) are limited; the check runs after body validation
  // so the key can include the e-mail being signed in.
  // With REDIS_URL the counters live in Redis, shared by every API process, and in this process's memory
  // while Redis is unreachable (http/rate-limit-store.ts); without it, in memory.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { store: redisWithLocalFallback(redis, 'ph-rate-limit:', () => undefined) } : {}),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Packhelp commerce API', version: '1.0.0' },
      servers: [],
      components: {
        securitySchemes: {
          apiToken: { type: 'apiKey', in: 'header', name: HEADERS.apiToken },
          catalogueToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs`, staticCSP: true, transformStaticCSP: docsPolicy });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metricsRoutes(metrics));
      await api.register(idempotencyPlugin);
      await api.register(orderMailDelivery);
      await api.register(userRoutes);
      await api.register(authRoutes);
      await api.register(locationRoutes);
      await api.register(addressRoutes);
      if (config.nodeEnv !== 'production') await api.register(devOutboxRoutes);
      if (config.nodeEnv !== 'production') await api.register(devManagerRoutes);
      // feature route plugins: `await api.register(somethingRoutes);` (paths relative to /api)
      await api.register(orderRoutes);
      await api.register(packRoutes);
      await api.register(checkoutRoutes);
      await api.register(sustainabilityRoutes);
      await api.register(paymentRoutes);
      await api.register(consentRoutes);
      await api.register(trackingRoutes);
      await api.register(catalogueRoutes);
      await api.register(pricingRoutes);
      await api.register(fileRoutes);
      await api.register(designRoutes);
      await api.register(quoteRoutes);
      await api.register(offerRoutes);
      await api.register(operatorRoutes);
      await api.register(referralRoutes);
      await api.register(invoiceRoutes);
      await api.register(fulfillmentRoutes);
      await api.register(dataRightsRoutes);
      await api.register(shipmentRoutes);
      await api.register(ordersDeskRoutes);
      await api.register(auditRoutes);
      await api.register(trackingReportRoutes);
      await api.register(helpRoutes);
      await api.register(supportRoutes);
    },
    { prefix: API_BASE_PATH },
  );

  return app;
}
