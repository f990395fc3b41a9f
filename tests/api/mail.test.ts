import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { expect, it } from 'vitest';
import { outboxMailer, smtpMailer } from '../../server/mail/mailer';

it('sends mail through a real SMTP server on loopback', async () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as { port: number };
  try {
    await smtpMailer(`smtp://127.0.0.1:${port}`, 'Forkcast <no-reply@forkcast.test>').send({
      to: 'sam@example.com',
      subject: 'Your login code: 1234',
      text: 'Your code is 1234.',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: sam@example.com');
    expect(received[0]).toContain('Subject: Your login code: 1234');
    expect(received[0]).toContain('Your code is 1234.');
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

it('without SMTP, writes mail to the outbox file and the log', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'forkcast-outbox-'));
  const logged: string[] = [];
  try {
    await outboxMailer(dir, (mail) => logged.push(mail.subject)).send({
      to: 'sam@example.com',
      subject: 'Hello',
      text: 'Body',
    });
    const line = JSON.parse(readFileSync(join(dir, 'outbox.jsonl'), 'utf8').trim()) as Record<string, string>;
    expect(line).toMatchObject({ to: 'sam@example.com', subject: 'Hello', text: 'Body' });
    expect(logged).toEqual(['Hello']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
