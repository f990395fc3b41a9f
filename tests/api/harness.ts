import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach } from 'vitest';
import { AfterAnswer } from '../../server/afterAnswer';
import { buildServer, type ServerOptions } from '../../server/app';
import type { Quotas } from '../../server/quotas';
import type { Deps } from '../../server/deps';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import type { Mail, Mailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed';
import { importCatalogue } from '../../server/catalogue/importCatalogue';

/**
 * The engines every API test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Use with describe.each(engines) so each suite runs once per engine.
 */
export const engines: readonly ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Every mail the server sent since the last reset, newest last. */
  readonly mails: Mail[];
  /** The test clock: tests move it to expire codes and tokens. */
  readonly clock: { now: Date };
  lastMailTo(email: string): Mail | undefined;
  /** Waits for the work that answers leave behind (sign-in mails go out after the answer). */
  settled(): Promise<void>;
  /** The newest mail to `email` once the answers' work is done. */
  mailTo(email: string): Promise<Mail | undefined>;
  /** Every mail sent, once the answers' work is done. */
  sentMails(): Promise<Mail[]>;
}

const TABLES = [
  'events',
  'devices',
  'sign_in_attempts',
  'login_requests',
  'sign_in_addresses',
  'registrations',
  'magic_links',
  'login_codes',
  'auth_tokens',
  'subscriptions',
  'referral_credits',
  'checkouts',
  'users',
  'organisations',
];

/**
 * One database per engine per test file (a PGlite takes seconds to start), wiped and re-seeded
 * before each test so tests never see each other's rows.
 */
export function useTestServer(
  engine: 'pglite' | 'postgres',
  options: {
    catalogue?: boolean;
    server?: Pick<ServerOptions, 'trustProxy' | 'logStream' | 'logLevel' | 'staticDir'>;
    quotas?: Partial<Quotas>;
    platformAdmins?: readonly string[];
    signInAddressLimitFactor?: number;
    billing?: Deps['billing'];
  } = {},
): TestServer {
  const mails: Mail[] = [];
  const clock = { now: new Date('2026-11-22T10:00:00.000Z') };
  const state = {} as { app: FastifyInstance; db: Database; dropDatabase?: () => Promise<void> };
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const afterAnswer = new AfterAnswer();

  beforeEach(async () => {
    if (!state.db) {
      if (engine === 'postgres') {
        const fresh = await freshPostgresDatabase();
        state.db = await openPostgres(fresh.url);
        state.dropDatabase = fresh.drop;
      } else state.db = await openPglite(undefined);
      await migrate(state.db);
      // The catalogue is read-only for the app: imported once per database, never wiped between tests.
      if (options.catalogue) await importCatalogue(state.db);
      state.app = await buildServer({
        deps: {
          db: state.db,
          mailer,
          config: { PUBLIC_URL: 'http://localhost:8080' },
          now: () => clock.now,
          afterAnswer,
          quotas: options.quotas,
          platformAdmins: options.platformAdmins,
          signInAddressLimitFactor: options.signInAddressLimitFactor,
          ...(options.billing ? { billing: options.billing } : {}),
        },
        logLevel: 'silent',
        ...options.server,
      });
      await state.app.ready();
    }
    await afterAnswer.settled();
    await state.db.exec(`truncate ${TABLES.join(', ')} restart identity cascade`);
    await seedDemo(state.db);
    mails.length = 0;
    clock.now = new Date('2026-11-22T10:00:00.000Z');
  });

  afterAll(async () => {
    await state.app?.close();
    await state.db?.close();
    await state.dropDatabase?.();
  });

  return {
    get app() {
      return state.app;
    },
    get db() {
      return state.db;
    },
    mails,
    clock,
    lastMailTo: (email) => [...mails].reverse().find((m) => m.to === email),
    settled: () => afterAnswer.settled(),
    mailTo: async (email) => {
      await afterAnswer.settled();
      return [...mails].reverse().find((m) => m.to === email);
    },
    sentMails: async () => {
      await afterAnswer.settled();
      return mails;
    },
  };
}

/** A database of its own on the PostgreSQL server, so parallel test files do not collide. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `forkcast_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(base);
  await admin.exec(`create database ${name}`);
  await admin.close();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = await openPostgres(base);
      await again.exec(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}
