import { buildServer } from './app';
import { billingOf } from './billing/configure';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { importCatalogue } from './catalogue/importCatalogue';
import { seedDemo } from './seed';
import { seedDemoPractice } from './demoPractice';

const config = loadConfig();
const db = await openDatabase(config, (error) => console.error('database connection error:', error.message));
const mailer = config.SMTP_URL
  ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  : outboxMailer(config.dataDir, (mail) => console.log(`\n✉  Mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`));
if (config.SEED === 'true') await seedDemo(db);
await importCatalogue(db, (line) => console.log(line));
// The demo coach's clients get their plans and history once the catalogue's recipes are there to plan with.
if (config.SEED === 'true') await seedDemoPractice(db, new Date());

const app = await buildServer({
  deps: {
    db,
    mailer,
    config,
    now: () => new Date(),
    quotas: config.quotas,
    platformAdmins: config.platformAdmins,
    signInAddressLimitFactor: config.SIGN_IN_ADDRESS_LIMIT_FACTOR,
    billing: billingOf(process.env),
  },
  staticDir: new URL('../dist/', import.meta.url).pathname,
  logLevel: config.LOG_LEVEL,
  trustProxy: config.TRUST_PROXY,
});

// SIGTERM: stop accepting, finish the requests in flight, then close the database.
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(
  `Forkcast is running at http://localhost:${config.PORT} (${db.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}${config.SMTP_URL ? '' : `, mail to ${config.dataDir}/outbox.jsonl`})`,
);
