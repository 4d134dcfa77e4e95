// The mailer: over SMTP to a real local sink (smtp-server) when SMTP_URL is set, otherwise into
// the outbox table.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../app/config.ts';
import { createLogger } from '../../app/logger.ts';
import { sendMail } from '../../app/mail.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let sink: SMTPServer;
let smtpUrl: string;
const received: { to: string[]; data: string }[] = [];
const log = createLogger({ ...loadConfig({}), logLevel: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await database.drop();
});

test('with SMTP_URL the mail goes out over SMTP, and nothing is kept in the outbox', async () => {
  await sendMail(
    { db: database.db, config: { smtpUrl, mailFrom: 'Launch Directory <hello@launch.example>' }, log },
    {
      to: 'mo@example.com',
      subject: 'Your invite',
      text: 'Join the draft: https://launch.example/invites/abc',
    },
  );
  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual(['mo@example.com']);
  expect(received[0].data).toContain('Subject: Your invite');
  expect(received[0].data).toContain('From: Launch Directory <hello@launch.example>');
  expect(received[0].data).toContain('https://launch.example/invites/abc');
  expect(await database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
});

test('without SMTP_URL the mail is stored in the outbox', async () => {
  await sendMail(
    { db: database.db, config: { smtpUrl: undefined, mailFrom: 'x@y.z' }, log },
    { to: 'mo@example.com', subject: 'Hello', text: 'Body', html: '<p>Body</p>' },
  );
  const rows = await database.db.selectFrom('outbox').selectAll().execute();
  expect(rows).toMatchObject([
    { to_address: 'mo@example.com', subject: 'Hello', text_body: 'Body', html_body: '<p>Body</p>' },
  ]);
});
