import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once. Nothing else reads process.env
 * (next-auth itself reads NEXTAUTH_URL, which is why it is written back below).
 */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const flag = z.preprocess((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(String(v).toLowerCase())), z.boolean().optional());

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** An external sign-in provider: enabled when both client settings are set; ISSUER points it at another OpenID provider. */
function providerVars<P extends string>(prefix: P) {
  return {
    [`${prefix}_CLIENT_ID`]: optionalText,
    [`${prefix}_CLIENT_SECRET`]: optionalText,
    [`${prefix}_ISSUER`]: optionalUrl,
  } as Record<`${P}_CLIENT_ID` | `${P}_CLIENT_SECRET` | `${P}_ISSUER`, typeof optionalText>;
}

export type ExternalProviderId = 'google' | 'apple' | 'azure-ad' | 'facebook' | 'adfs';
export type ExternalProviderSettings = { clientId: string; clientSecret: string; issuer?: string; tenantId?: string; oauthUrl?: string };

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('0.0.0.0')),
  TRUSTED_PROXIES: z.string().default(''),
  NEXTAUTH_URL: optionalUrl,
  NEXTAUTH_SECRET: z.string().min(32, 'NEXTAUTH_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_SECRET: z.string().min(32, 'ACCESS_TOKEN_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_LIFETIME_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(15 * 60_000),
  REFRESH_TOKEN_LIFETIME_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(30 * 24 * 60 * 60_000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
  ),
  SEED_DEMO_DATA: flag,
  SEED_DEMO_RESIDENTS: flag,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Community Weight Tracker <no-reply@localhost>'),
  // An address at a bare host (accessibility@localhost) is allowed, as MAIL_FROM's default is.
  ACCESSIBILITY_FEEDBACK_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'ACCESSIBILITY_FEEDBACK_EMAIL must be an email address such as access@example.org')
    .default('accessibility@localhost'),
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_FEEDBACK_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  REDIS_KEY_PREFIX: z.string().min(1).default('cwt:rl:'),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_MAILS_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_EXPORTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_IMPORTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  ...providerVars('GOOGLE'),
  ...providerVars('APPLE'),
  ...providerVars('AZURE_AD'),
  AZURE_AD_TENANT_ID: optionalText,
  ...providerVars('FACEBOOK'),
  /** Facebook is OAuth 2, not OpenID Connect: the host serving its dialog, token and Graph `/me` (tests use a local one). */
  FACEBOOK_OAUTH_URL: optionalUrl,
  ...providerVars('ADFS'),
  COALITION_SITE_URL: z.url().default('https://www.example.org/'),
  CONTENT_URL: optionalUrl,
  CONTENT_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  CONTENT_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  CONTENT_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  PREVIEW_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'PREVIEW_SECRET must be at least 16 characters').optional()),
  YOUTUBE_OEMBED_URL: z.url().default('https://www.youtube.com/oembed'),
  YOUTUBE_THUMBNAIL_URL: z.url().default('https://i.ytimg.com'),
  MEDIA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  REMINDERS: z.enum(['on', 'off']).default('on'),
  REMINDER_RECOVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  INACTIVE_ACCOUNT_MONTHS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(3).max(120).optional()),
  COALITION_MIN_GROUP_SIZE: z.coerce.number().int().min(2).max(1000).default(11),
  COALITION_FIGURES_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(2190),
  COALITION_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((zone) => isTimeZone(zone), 'COALITION_TIME_ZONE must be an IANA time zone such as America/Chicago'),
  ORGANIZATION_PROGRESS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  ANALYTICS_HOST: optionalUrl,
  ANALYTICS_DOMAIN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('127.0.0.1')),
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('community-weight-tracker')),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** The interface the server listens on. */
  host: string;
  /** Addresses and CIDR ranges whose X-Forwarded-For is believed (src/server/http/guards/client-address.ts); none by default. */
  trustedProxies: string;
  appUrl: string;
  nextAuthSecret: string;
  accessTokenSecret: string;
  accessTokenLifetimeMs: number;
  refreshTokenLifetimeMs: number;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemoData: boolean;
  /** With the demo data, the demo residents too (40 people with months of weigh-ins). */
  seedDemoResidents: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the accessibility statement's feedback form sends what people report. */
  accessibilityFeedbackEmail: string;
  redisUrl: string | undefined;
  /** Keeps this deployment's counters apart when several share one Redis. */
  redisKeyPrefix: string;
  rateLimitPerIpPerMinute: number;
  /** Accessibility feedback messages a client address may send an hour (each mails the coalition). */
  feedbackPerIpPerHour: number;
  /** Each signed-in person's budgets per call class. */
  personBudgets: { readsPerMinute: number; writesPerMinute: number; mailsPer10Minutes: number; exportsPerHour: number; importsPerHour: number };
  /** Only the enabled providers; adfs also needs its issuer. */
  externalProviders: Partial<Record<ExternalProviderId, ExternalProviderSettings>>;
  coalitionSiteUrl: string;
  /** Directus when set; the built-in content tables otherwise. */
  content: { url: string; email?: string; password?: string; token?: string } | undefined;
  previewSecret: string | undefined;
  youtubeOembedUrl: string;
  youtubeThumbnailUrl: string;
  mediaTimeoutMs: number;
  /** The reminder queue starts with the server unless REMINDERS=off. */
  reminders: boolean;
  /** How long a reminder job may stay claimed by a process that died before another takes it. */
  reminderRecoverySeconds: number;
  /** How long stopping (SIGTERM, SIGINT) may take before the process exits non-zero. */
  shutdownTimeoutMs: number;
  /** Accounts without a sign-in for this many months are warned, then deleted a month later; undefined keeps every account. */
  inactiveAccountMonths: number | undefined;
  /** The coalition's figures about fewer people than this show as "fewer than N". */
  coalitionMinGroupSize: number;
  /** How long each process keeps the coalition's counts before counting again. */
  coalitionFiguresMaxAgeMs: number;
  /** Entries of the audit record older than this many days are purged by the upkeep. */
  auditRetentionDays: number;
  /** The IANA time zone whose calendar the coalition's and organisations' figures are dated in (stated beside them). */
  coalitionTimeZone: string;
  /** How long each process may keep an organisation's progress before counting again. */
  organizationProgressMaxAgeMs: number;
  /** Only in production and only when the host is set. */
  analytics: { host: string; domain: string } | undefined;
  /**
   * The Prometheus endpoint: a listener of its own (`port` on `host`), and/or GET /metrics on the
   * main port for `Authorization: Bearer <token>`. Neither set: no metrics endpoint at all.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** OpenTelemetry traces go to this OTLP/HTTP collector when it is set; nothing is traced otherwise. */
  tracing: { endpoint: string; serviceName: string } | undefined;
};

function externalProviders(e: Record<string, string | undefined>): Env['externalProviders'] {
  // SPEC §2 order: Google, Apple, Microsoft, the coalition's own, Facebook.
  const prefixes: Record<ExternalProviderId, string> = { google: 'GOOGLE', apple: 'APPLE', 'azure-ad': 'AZURE_AD', adfs: 'ADFS', facebook: 'FACEBOOK' };
  const enabled: Env['externalProviders'] = {};
  for (const [id, prefix] of Object.entries(prefixes) as [ExternalProviderId, string][]) {
    const clientId = e[`${prefix}_CLIENT_ID`];
    const clientSecret = e[`${prefix}_CLIENT_SECRET`];
    const issuer = e[`${prefix}_ISSUER`];
    if (!clientId || !clientSecret || (id === 'adfs' && !issuer)) continue;
    enabled[id] = {
      clientId,
      clientSecret,
      ...(issuer ? { issuer } : {}),
      ...(id === 'azure-ad' && e.AZURE_AD_TENANT_ID ? { tenantId: e.AZURE_AD_TENANT_ID } : {}),
    };
    if (id === 'facebook' && e.FACEBOOK_OAUTH_URL) enabled[id] = { ...enabled[id], oauthUrl: e.FACEBOOK_OAUTH_URL };
  }
  return enabled;
}

type Secrets = { nextAuthSecret: string; accessTokenSecret: string };

/** The embedded default generates its secrets once and keeps them beside its data. */
function persistedSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    nextAuthSecret: randomBytes(32).toString('base64url'),
    accessTokenSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}

function loadEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment settings:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  let secrets: Secrets;
  if (e.NEXTAUTH_SECRET && e.ACCESS_TOKEN_SECRET) {
    secrets = { nextAuthSecret: e.NEXTAUTH_SECRET, accessTokenSecret: e.ACCESS_TOKEN_SECRET };
  } else if (e.DATABASE_URL) {
    // Several processes share a PostgreSQL deployment: secrets generated per machine would
    // break every session that crosses to another process.
    throw new Error('NEXTAUTH_SECRET and ACCESS_TOKEN_SECRET must be set when DATABASE_URL is set (see .env.example).');
  } else {
    const generated = persistedSecrets(dataDir);
    secrets = {
      nextAuthSecret: e.NEXTAUTH_SECRET ?? generated.nextAuthSecret,
      accessTokenSecret: e.ACCESS_TOKEN_SECRET ?? generated.accessTokenSecret,
    };
  }
  const appUrl = (e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // next-auth reads its origin from here.
  process.env.NEXTAUTH_URL = appUrl;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustedProxies: e.TRUSTED_PROXIES,
    appUrl,
    ...secrets,
    accessTokenLifetimeMs: e.ACCESS_TOKEN_LIFETIME_MS,
    refreshTokenLifetimeMs: e.REFRESH_TOKEN_LIFETIME_MS,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    seedDemoResidents: e.SEED_DEMO_RESIDENTS ?? true,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessibilityFeedbackEmail: e.ACCESSIBILITY_FEEDBACK_EMAIL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimitPerIpPerMinute: e.RATE_LIMIT_PER_IP_PER_MINUTE,
    feedbackPerIpPerHour: e.RATE_LIMIT_FEEDBACK_PER_IP_PER_HOUR,
    personBudgets: {
      readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      mailsPer10Minutes: e.RATE_LIMIT_MAILS_PER_10_MINUTES,
      exportsPerHour: e.RATE_LIMIT_EXPORTS_PER_HOUR,
      importsPerHour: e.RATE_LIMIT_IMPORTS_PER_HOUR,
    },
    externalProviders: externalProviders(e as unknown as Record<string, string | undefined>),
    coalitionSiteUrl: e.COALITION_SITE_URL,
    content: e.CONTENT_URL
      ? { url: e.CONTENT_URL.replace(/\/$/, ''), email: e.CONTENT_EMAIL, password: e.CONTENT_PASSWORD, token: e.CONTENT_TOKEN }
      : undefined,
    previewSecret: e.PREVIEW_SECRET,
    youtubeOembedUrl: e.YOUTUBE_OEMBED_URL,
    youtubeThumbnailUrl: e.YOUTUBE_THUMBNAIL_URL.replace(/\/$/, ''),
    mediaTimeoutMs: e.MEDIA_TIMEOUT_MS,
    reminders: e.REMINDERS === 'on',
    reminderRecoverySeconds: e.REMINDER_RECOVERY_SECONDS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    inactiveAccountMonths: e.INACTIVE_ACCOUNT_MONTHS,
    coalitionMinGroupSize: e.COALITION_MIN_GROUP_SIZE,
    coalitionFiguresMaxAgeMs: e.COALITION_FIGURES_MAX_AGE_SECONDS * 1000,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    coalitionTimeZone: e.COALITION_TIME_ZONE,
    organizationProgressMaxAgeMs: e.ORGANIZATION_PROGRESS_MAX_AGE_SECONDS * 1000,
    analytics: analyticsSettings({ nodeEnv: e.NODE_ENV, host: e.ANALYTICS_HOST, domain: e.ANALYTICS_DOMAIN, appUrl }),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, ''), serviceName: e.OTEL_SERVICE_NAME } : undefined,
  };
}

/** The analytics script runs only in a production build, and only when its host is configured. */
export function analyticsSettings(s: { nodeEnv: string; host?: string; domain?: string; appUrl: string }): Env['analytics'] {
  if (s.nodeEnv !== 'production' || !s.host) return undefined;
  return { host: s.host.replace(/\/$/, ''), domain: s.domain ?? new URL(s.appUrl).hostname };
}

const cache = globalThis as unknown as { __appEnv?: Env };

export function env(): Env {
  cache.__appEnv ??= loadEnv();
  return cache.__appEnv;
}

/** True while `next build` evaluates modules: no database, no secrets then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
