// Mail kept instead of sent when no SMTP server is configured.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

export async function storeInOutbox(
  db: Kysely<DB> | Transaction<DB>,
  mail: { to: string; subject: string; text: string; html?: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null })
    .execute();
}
