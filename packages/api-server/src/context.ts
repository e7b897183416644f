import type { AppConfig } from './config';
import type { Db, DriverName } from './db';
import type { OutboxSender } from './email';
import type { FileStorage } from './files';
import type { Session } from './http';
import type { InstanceRegistry } from './jobs';
import type { Jobs } from './jobs';
import type { ChangeWatcher } from './catalogue';
import type { ViesClient } from './location';
import type { UserHooks } from './users';
import type { OrderStatsSource } from './users';

/**
 * What route plugins and services get from the app: `app.ctx` (decorated on the Fastify instance).
 * No Fastify types here, so services can take (parts of) it too.
 */
export interface AppContext {
  config: AppConfig;
  db: Db;
  driver: DriverName;
  /** Subscribe to user lifecycle events (anonymous visitor merged into an account). */
  userHooks: UserHooks;
  /** RFM source; replaced by the orders module. */
  orderStats: OrderStatsSource;
  mailer: OutboxSender;
  /** VIES client when `VIES_URL` is set; null means offline format checks only. */
  vies: ViesClient | null;
  /** The file store (local disk or S3) for uploads, their variants and print files. */
  files: FileStorage;
  /** Injectable clock for expiry logic and tests. */
  now: () => Date;
  /** The pg-boss queue when this process runs background jobs (`BACKGROUND_JOBS`); null in tests by default. */
  jobs: Jobs | null;
  /** This process among the API processes (boot id, heartbeat). */
  instance: InstanceRegistry;
  /** The session a token opens (the auth module's sessions), for the auth preHandlers of src/http/auth.ts. */
  findSession: (token: string, now: Date) => Promise<Session | null>;
  /** The LISTEN on catalogue changes, once the app is ready (src/catalogue/invalidation.ts). */
  catalogueChanges: ChangeWatcher | null;
}
