// Durable background work on pg-boss: jobs are rows in the application's own database (schema
// `pgboss`), so they survive `kill -9` and are shared by every API process. On PostgreSQL pg-boss
// opens its own small pool; on the embedded PGlite it runs its SQL on the same PGlite through
// pg-boss's `db` adapter — the same engine, with one connection (README "Background jobs").
import PgBoss from 'pg-boss';
import type { Database } from '../db';

/** Every queue, with its retry policy. Backoff doubles the delay on each retry (pg-boss `retryBackoff`). */
export const QUEUES = {
  /** One job per outbox row: deliver that e-mail. */
  // Expiry bounds how late the e-mail of a process killed mid-send is (its retry starts once the job
  // expires): above the sender's own timeouts (src/email/sender.ts), so a live slow send is not raced.
  emailDeliver: { name: 'email.deliver', retryLimit: 6, retryDelay: 5, retryBackoff: true, expireInSeconds: 90 },
  /** Queue a delivery job for every e-mail that has none (after each change, at start, every minute). */
  emailDispatch: { name: 'email.dispatch', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  /** One job per sandbox webhook event: POST it to our webhook endpoint. */
  sandboxWebhook: { name: 'sandbox.webhook', retryLimit: 10, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  /** The sandbox bank settles a processing redirect payment. */
  sandboxSettle: { name: 'sandbox.settle', retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  /** Ask the gateway about intents left pending and book what succeeded; recover dead processes' locks. */
  paymentsReconcile: { name: 'payments.reconcile', retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
  /** Write `expired` on open offers past `valid_until` (src/quotes/offer-expiry-job.ts). */
  offersExpire: { name: 'offers.expire', retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** Remind shoppers of proofs still waiting for their review (designs/proof-reminders.ts). */
  proofReminders: { name: 'proofs.remind', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  /** Build one "download my data" ZIP and e-mail its link (src/data-rights/exports.ts). */
  dataExport: { name: 'data_rights.export', retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  /** Grant referrers the credit of referred orders whose refund window has ended (src/referrals/job.ts). */
  referralCredits: { name: 'referrals.credit', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  /** Delete data exports past their expiry, file and row (hourly). */
  dataExportsPurge: { name: 'data_rights.purge', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one job with this key waiting at a time (a second send is dropped). */
  singletonKey?: string;
}

export interface JobLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The job queue as the feature modules see it. */
export interface Jobs {
  send(queue: QueueName, data: object, opts?: SendOptions): Promise<void>;
  /** Handles jobs of `queue` in this process; a handler that throws is retried with backoff. */
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>, opts?: { concurrency?: number }): Promise<void>;
  /** A cron schedule (pg-boss keeps one per queue, whichever process set it). */
  schedule(queue: QueueName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's SQL on PGlite: parameterised statements through `query`, its scripts through `exec`. */
function pgliteAdapter(client: Extract<Database['raw'], { kind: 'pglite' }>['client']) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/**
 * The queue of this process. Nothing touches the database until `start()` (called when the app is
 * ready): workers and schedules registered before are set up then, and `send` waits for it.
 */
export function createJobs(database: Database, log: JobLogger, opts: { pollingSeconds?: number } = {}): Jobs & { start(): Promise<void> } {
  // pg-boss finds expired jobs (those of a killed process) only in its maintenance pass, every 120 s by
  // default: a dead job's retry would wait for expiry plus up to two minutes more. Every 30 s, one
  // process of the cluster runs it (pg-boss takes turns through the database), and it is a few cheap queries.
  const common = { schema: 'pgboss', supervise: true, schedule: true, migrate: true, maintenanceIntervalSeconds: 30 } as const;
  const boss =
    database.raw.kind === 'pg'
      ? new PgBoss({ ...common, connectionString: database.raw.url, max: 3 })
      : new PgBoss({ ...common, db: pgliteAdapter(database.raw.client) });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  // Polling finds jobs other processes sent (and retries); a job sent here wakes this process's
  // workers at once (notifyWorker), so the interval costs latency only across processes.
  const pollingIntervalSeconds = opts.pollingSeconds ?? 2;
  const workers = new Map<string, string[]>();
  const setup: Array<() => Promise<void>> = [];
  let started: Promise<void> | null = null;
  let stopped = false;
  const start = (): Promise<void> => {
    started ??= (async () => {
      await boss.start();
      for (const q of Object.values(QUEUES)) {
        // The policy is applied to jobs sent without their own. createQueue leaves an existing queue as
        // it is, so updateQueue carries a changed policy to a database made by an earlier release.
        await boss.createQueue(q.name, { ...q });
        await boss.updateQueue(q.name, { ...q });
      }
      for (const step of setup) await step();
    })();
    return started;
  };
  // A send before the app is ready (an onReady hook of a plugin) starts the queue itself.
  const ready = (): Promise<void> => started ?? start();

  const addWorker = async <T extends object>(queue: QueueName, handler: (data: T) => Promise<void>, concurrency: number): Promise<void> => {
    // pg-boss 10 runs one fetch loop per `work` call: n calls, n jobs of this queue at a time.
    for (let i = 0; i < concurrency; i++) {
      const id = await boss.work<T>(queue, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (err) {
            log.warn({ err, queue, jobId: job.id }, 'job failed; pg-boss retries it with backoff');
            throw err;
          }
        }
      });
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    }
  };

  return {
    start,
    async send(queue, data, sendOpts = {}) {
      await ready();
      await boss.send(queue, data, {
        ...(sendOpts.startAfterSeconds !== undefined ? { startAfter: sendOpts.startAfterSeconds } : {}),
        ...(sendOpts.singletonKey !== undefined ? { singletonKey: sendOpts.singletonKey } : {}),
      });
      // One idle worker is enough to pick it up now; a delayed job waits for the polling anyway.
      if (sendOpts.startAfterSeconds === undefined) {
        const local = workers.get(queue);
        if (local?.length) boss.notifyWorker(local[Math.floor(Math.random() * local.length)]!);
      }
    },
    async work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>, workOpts: { concurrency?: number } = {}) {
      const step = () => addWorker(queue, handler, workOpts.concurrency ?? 2);
      if (started) await ready().then(step);
      else setup.push(step);
    },
    async schedule(queue, cron) {
      const step = async () => {
        await boss.schedule(queue, cron, {});
      };
      if (started) await ready().then(step);
      else setup.push(step);
    },
    async stop() {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => undefined);
      // Jobs in progress are left to pg-boss's expiry: another process (or this one after a restart) retries them.
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
