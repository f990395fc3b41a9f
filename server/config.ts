import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { PUSH_BATCH_LIMIT } from '../src/core/api/sync';
import { parsePlatformAdmins } from './admin/platformAdmins';
import { DEFAULT_QUOTAS, type Quotas } from './quotas';
import { DEMO } from './seed';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Forkcast <no-reply@forkcast.local>'),
  /** The address the app is reached at; magic links point here (or at an organisation's subdomain of it). */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: 'true' with the embedded database, 'false' with DATABASE_URL (loadConfig). */
  SEED: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.string().optional(),
  /** E-mails of the platform administrators, comma separated; with the demo seed and unset, the demo's administrator. */
  FORKCAST_PLATFORM_ADMINS: z.string().optional(),
  // Quotas (server/quotas.ts). A minute must take at least one full push batch, or a device could never send it.
  QUOTA_EVENTS_PER_MINUTE: z.coerce.number().int().min(PUSH_BATCH_LIMIT).default(DEFAULT_QUOTAS.eventsPerMinute),
  QUOTA_STREAM_BYTES: z.coerce.number().int().positive().default(DEFAULT_QUOTAS.streamBytes),
  QUOTA_LIVE_PER_TOKEN: z.coerce.number().int().positive().default(DEFAULT_QUOTAS.liveConnectionsPerToken),
  QUOTA_LIVE_PER_USER: z.coerce.number().int().positive().default(DEFAULT_QUOTAS.liveConnectionsPerUser),
  QUOTA_PLANS_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_QUOTAS.plansPerMinute),
  /**
   * Multiplies the sign-in routes' limits per client address (server/auth/rateLimit.ts). Only for a
   * server that sees many people from one address, as the end-to-end journeys' server does.
   */
  SIGN_IN_ADDRESS_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100).default(1),
});

/** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PUBLIC_URL' | 'SEED' | 'TRUST_PROXY' | 'FORKCAST_PLATFORM_ADMINS'
> & {
  readonly dataDir: string;
  readonly PUBLIC_URL: string;
  readonly SEED: 'true' | 'false';
  readonly TRUST_PROXY: TrustProxy;
  readonly quotas: Quotas;
  readonly platformAdmins: readonly string[];
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means 'not set' (DATABASE_URL= in a shell or a CI file).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  // Demo accounts in a shared PostgreSQL would be real accounts anyone can ask a code for.
  const seed = parsed.data.SEED ?? (parsed.data.DATABASE_URL ? 'false' : 'true');
  const { FORKCAST_PLATFORM_ADMINS, ...settings } = parsed.data;
  return {
    ...settings,
    dataDir: resolve(parsed.data.DATA_DIR),
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    SEED: seed,
    TRUST_PROXY: parseTrustProxy(parsed.data.TRUST_PROXY),
    quotas: {
      eventsPerMinute: parsed.data.QUOTA_EVENTS_PER_MINUTE,
      streamBytes: parsed.data.QUOTA_STREAM_BYTES,
      liveConnectionsPerToken: parsed.data.QUOTA_LIVE_PER_TOKEN,
      liveConnectionsPerUser: parsed.data.QUOTA_LIVE_PER_USER,
      plansPerMinute: parsed.data.QUOTA_PLANS_PER_MINUTE,
    },
    // Only a demo has a default administrator: elsewhere nobody is one until the operator names them.
    platformAdmins: parsePlatformAdmins(
      FORKCAST_PLATFORM_ADMINS ?? (seed === 'true' ? DEMO.platformAdmin.email : undefined),
    ),
  };
}

/** Names proxy-addr understands besides addresses: the loopback, link-local and private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Whose X-Forwarded-For to believe. A count of hops takes the address that many proxies from the
 * server; a list believes only those proxies. 'true' (believe anyone) is refused: the client writes
 * the left end of the header, so it would choose the address that rate limits count.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true')
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: give the number of proxies in front of the server (1) or their addresses, not true',
    );
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => {
    if (RANGE_NAMES.has(entry)) return false;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    return (
      version === 0 ||
      rest.length > 0 ||
      (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)))
    );
  });
  if (bad.length) throw new Error(`Invalid configuration:\n  TRUST_PROXY: not an address or range: ${bad.join(', ')}`);
  return entries;
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify refuses to believe anyone for a bare hop count (it
 * cannot check the peer), so a count becomes the rule itself: the nearest `hops` addresses, the
 * socket's peer first, are proxies, and the next one to the left is the client.
 */
export const fastifyTrustProxy = (trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
