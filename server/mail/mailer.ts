import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real mail through SMTP (nodemailer). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, mail goes to an outbox: one JSON line per message in DATA_DIR/outbox.jsonl and a
 * log line, so a person trying the app locally can read their sign-in code.
 */
export function outboxMailer(dataDir: string, log: (mail: Mail) => void): Mailer {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'outbox.jsonl');
  return {
    async send(mail) {
      appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...mail })}\n`);
      log(mail);
    },
  };
}
