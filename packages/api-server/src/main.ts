import { buildApp } from './app';
import { loadConfig } from './config';
import { isDatabaseUnavailable, withStartupLock } from './db';
import { loadPaymentsConfig } from './payments';
import { DEMO_MANAGER, seedCatalogueIfEmpty, seedDemoManager, seedPromotions } from './seed';
import { DEMO_OPERATOR, seedDemoOperator } from './operators';

// Starts the API on PORT/HOST. Without DATABASE_URL the embedded PGlite database lives in DATA_DIR.
async function main(): Promise<void> {
  const config = loadConfig();
  // Refuse to start (production without a real gateway) before the database is opened.
  loadPaymentsConfig(process.env, { nodeEnv: config.nodeEnv });
  const app = await buildApp({ config });
  // pg-boss 10 settles a finished job with a complete()/fail() call nobody awaits (its manager's work()):
  // when the database goes away at that moment, the rejection is unhandled and Node would end the
  // process — an outage taking the API down with it. Such a rejection is an outage, not a bug: the job
  // is fetched again once it expires (every job handler is idempotent). Anything else unhandled is a bug
  // and still ends the process, as Node's default does.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      app.log.warn({ err: reason }, 'database unavailable in a background task');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  // One process at a time (several may start together): the first seeds, the others find it done.
  await withStartupLock(config.databaseUrl, async () => {
    // A fresh database gets the demo catalogue so the store has something to sell.
    if (await seedCatalogueIfEmpty(app.ctx.db)) app.log.info('catalogue seeded (demo products and DEMO PRICES)');
    // The demo coupon codes (README "Coupons") exist everywhere but in production.
    if (config.nodeEnv !== 'production') await seedPromotions(app.ctx.db);
  });
  // The embedded default store gets an order manager (README "Quotes and offers") and a back-office
  // operator (README "The back office"); PostgreSQL stores promote theirs.
  if (config.nodeEnv !== 'production' && app.ctx.driver === 'pglite') {
    await seedDemoManager(app.ctx.db, process.env.DEMO_MANAGER_PASSWORD || 'manager-demo-password', app.ctx.now());
    app.log.info({ email: DEMO_MANAGER.email }, 'demo order manager ready (password: DEMO_MANAGER_PASSWORD or the README default)');
    await seedDemoOperator(app.ctx.db, process.env.DEMO_OPERATOR_PASSWORD || 'operator-demo-password', app.ctx.now());
    app.log.info({ email: DEMO_OPERATOR.email }, 'demo operator ready (password: DEMO_OPERATOR_PASSWORD or the README default)');
  }
  // Deliver e-mails left over from a previous run (with background jobs, the queue does it when ready).
  if (!app.ctx.jobs) app.ctx.mailer.kick();
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
