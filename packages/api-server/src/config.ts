import path from 'node:path';
import type { StorageConfig } from './files';
import { REPO_ROOT } from './paths';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface RateLimitSetting {
  /** Requests allowed per window and key (IP + e-mail where an e-mail is sent). */
  max: number;
  windowMs: number;
}

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** node-postgres connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory; `memory://` keeps the database in memory (tests). */
  dataDir: string;
  /** SMTP connection URL for nodemailer; without it e-mails stay in the outbox (see /api/dev/outbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  /** Bearer token the storefront uses for the public catalogue (docs/domain.md#roles). */
  publicCatalogueToken: string;
  /** Origin of the storefront, used to build links in e-mails. */
  storefrontUrl: string;
  /**
   * Origins allowed by CORS. Default: the storefront's origin, and outside production the remotes' dev
   * servers (:3001–3005). `*` allows any and is refused in production.
   */
  corsOrigins: string[];
  /** Base URL of the EU VIES REST API; when absent VAT IDs get the offline format check only. */
  viesUrl: string | undefined;
  viesTimeoutMs: number;
  /**
   * Which X-Forwarded-For hops to believe (Fastify `trustProxy`): false, a number of proxies in front
   * of the API (the client is that many hops from the end), their addresses/CIDRs, or true (all; only
   * when the outermost proxy overwrites the header).
   */
  trustProxy: boolean | number | string[];
  rateLimits: {
    signIn: RateLimitSetting;
    /** All sign-ins from one IP, whatever the e-mail: one password tried on many accounts (spraying). */
    signInPerIp: RateLimitSetting;
    signUp: RateLimitSetting;
    passwordReset: RateLimitSetting;
    /** Contact form messages from one IP (support module): a person sends a few, a spammer many. */
    contact: RateLimitSetting;
  };
  /** Session lifetimes; a registered session matches the 31-day logged-in cookie (storefront §9). */
  sessionTtlMs: { anonymous: number; registered: number };
  /** Where uploaded files and their variants are kept (README "Files"). */
  fileStorage: StorageConfig;
  /** Largest accepted upload in bytes. */
  uploadMaxBytes: number;
  /** The landing site's help articles (landing/dist/help-posts.json, built by `pnpm build`), served by the help module. */
  helpPostsFile: string;
  /** Run the pg-boss workers (e-mails, sandbox webhooks, payment reconciliation) in this process. */
  backgroundJobs: boolean;
  /** This process's slot among the API processes (`API_INSTANCE_ID`, default host:port), see src/jobs/instance.ts. */
  instanceId: string | undefined;
  /** Redis for state shared by API processes (rate limits); without it the limits are in memory (one process). */
  redisUrl: string | undefined;
  /** Bearer token of `GET /api/metrics` (`METRICS_TOKEN`); without one, only this machine may read them. */
  metricsToken: string | undefined;
  /**
   * Signs the carriers' tracking webhooks (`CARRIER_WEBHOOK_SECRET`), see src/shipments. Outside
   * production a development secret; in production without one the webhook is not served.
   */
  carrierWebhookSecret: string | undefined;
  /**
   * Reminders of a proof waiting for its review (`PROOF_REMINDER_HOURS`): the first this many hours
   * after the proof, each next one that many hours after the previous reminder; as many as listed.
   */
  proofReminderHours: number[];
  /** The sellers file of invoices (`INVOICE_SELLERS_FILE`); without it the bundled src/invoices/sellers.json. */
  invoiceSellersFile: string | undefined;
  /**
   * The refund window of a referred order (`REFERRAL_REFUND_WINDOW_SECONDS`, 60 days by default): its
   * referrer's credit is granted this long after the order was paid, if it was not refunded
   * (src/referrals/README.md). The e2e suite shortens it to seconds.
   */
  referralRefundWindowSeconds: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** `48,72,120` → [48, 72, 120]; `off` → none. */
function hoursListFrom(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'off') return [];
  return raw.split(',').map((part) => {
    const hours = Number(part.trim());
    if (!Number.isFinite(hours) || hours <= 0 || part.trim() === '') throw new ConfigError(`${name} must list positive hours (e.g. 48,72,120) or be off, got "${raw}"`);
    return hours;
  });
}

function storageFrom(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.FILE_STORAGE || (env.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') return { kind, dir: path.resolve(REPO_ROOT, env.FILES_DIR || path.join('.data', 'files')) };
  if (kind !== 's3') throw new ConfigError(`FILE_STORAGE must be local or s3, got "${kind}"`);
  if (!env.S3_BUCKET) throw new ConfigError('S3_BUCKET must be set when FILE_STORAGE=s3');
  return {
    kind,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' || Boolean(env.S3_ENDPOINT),
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

/** Dev servers of the remotes (packages/build-config/webpack.cjs), allowed outside production. */
const DEV_REMOTE_ORIGINS = [3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

function corsOriginsFrom(env: NodeJS.ProcessEnv, nodeEnv: string): string[] {
  if (env.CORS_ORIGINS) {
    const listed = env.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
    for (const origin of listed) {
      if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) throw new ConfigError(`CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
    }
    return listed;
  }
  const storefront = new URL(env.STOREFRONT_URL || 'http://localhost:3000').origin;
  return nodeEnv === 'production' ? [storefront] : [...new Set([storefront, ...DEV_REMOTE_ORIGINS])];
}

function trustProxyFrom(raw: string | undefined): AppConfig['trustProxy'] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const listed = value.split(',').map((a) => a.trim()).filter(Boolean);
  for (const a of listed) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a)) {
      throw new ConfigError(`TRUST_PROXY: "${a}" is not an address, a CIDR range, a hop count, true or false`);
    }
  }
  return listed;
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration from environment variables; every variable has a documented default (README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const dataDir = env.DATA_DIR
    ? env.DATA_DIR.startsWith('memory://')
      ? env.DATA_DIR
      : path.resolve(REPO_ROOT, env.DATA_DIR)
    : path.join(REPO_ROOT, '.data', 'pglite');
  const perMinute = (name: string, fallback: number): RateLimitSetting => ({
    max: intFrom(env, name, fallback),
    windowMs: 60_000,
  });
  const config: AppConfig = {
    nodeEnv,
    port: intFrom(env, 'PORT', 3100),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Packhelp <no-reply@localhost>',
    logLevel,
    publicCatalogueToken: env.PUBLIC_CATALOGUE_TOKEN || 'dev-public-catalogue-token',
    storefrontUrl: (env.STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    corsOrigins: corsOriginsFrom(env, nodeEnv),
    viesUrl: env.VIES_URL ? env.VIES_URL.replace(/\/+$/, '') : undefined,
    viesTimeoutMs: intFrom(env, 'VIES_TIMEOUT_MS', 5000),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimits: {
      signIn: perMinute('RATE_LIMIT_SIGN_IN', 5),
      signInPerIp: { max: intFrom(env, 'RATE_LIMIT_SIGN_IN_PER_IP', 30), windowMs: 10 * 60_000 },
      signUp: perMinute('RATE_LIMIT_SIGN_UP', 5),
      passwordReset: perMinute('RATE_LIMIT_PASSWORD_RESET', 5),
      contact: { max: intFrom(env, 'RATE_LIMIT_CONTACT', 5), windowMs: 10 * 60_000 },
    },
    sessionTtlMs: { anonymous: 365 * DAY_MS, registered: 31 * DAY_MS },
    fileStorage: storageFrom(env),
    uploadMaxBytes: intFrom(env, 'UPLOAD_MAX_BYTES', 50 * 1024 * 1024),
    helpPostsFile: path.resolve(REPO_ROOT, env.HELP_POSTS_FILE || path.join('landing', 'dist', 'help-posts.json')),
    backgroundJobs: env.BACKGROUND_JOBS ? env.BACKGROUND_JOBS === '1' || env.BACKGROUND_JOBS === 'true' : nodeEnv !== 'test',
    instanceId: env.API_INSTANCE_ID || undefined,
    redisUrl: env.REDIS_URL || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    carrierWebhookSecret: env.CARRIER_WEBHOOK_SECRET || (nodeEnv === 'production' ? undefined : 'dev-carrier-webhook-secret'),
    proofReminderHours: hoursListFrom(env, 'PROOF_REMINDER_HOURS', [48, 72, 120]),
    invoiceSellersFile: env.INVOICE_SELLERS_FILE || undefined,
    referralRefundWindowSeconds: intFrom(env, 'REFERRAL_REFUND_WINDOW_SECONDS', 60 * 24 * 60 * 60),
  };
  if (config.nodeEnv === 'production' && !env.PUBLIC_CATALOGUE_TOKEN) {
    throw new ConfigError('PUBLIC_CATALOGUE_TOKEN must be set in production');
  }
  if (config.nodeEnv === 'production' && env.CARRIER_WEBHOOK_SECRET !== undefined && env.CARRIER_WEBHOOK_SECRET.length < 32) {
    throw new ConfigError('CARRIER_WEBHOOK_SECRET must be at least 32 characters');
  }
  if (config.nodeEnv === 'production' && config.corsOrigins.includes('*')) {
    throw new ConfigError('CORS_ORIGINS must list the allowed origins in production, not *');
  }
  return { ...config, ...overrides };
}
