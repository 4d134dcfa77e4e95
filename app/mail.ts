// Outgoing e-mail. With SMTP_URL set it goes out through nodemailer; without it (development,
// tests) it is kept in the `outbox` table and logged, so sign-in links work with nothing set up.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { storeInOutbox } from '../db/queries/outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body; always sent. */
  text: string;
  /** Optional HTML alternative. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailDependencies {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  log: Logger;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Sends `mail` over SMTP, or stores it in the outbox (and logs it) when SMTP_URL is unset. */
export async function sendMail(deps: MailDependencies, mail: Mail): Promise<void> {
  if (deps.config.smtpUrl) {
    await transportFor(deps.config.smtpUrl).sendMail({
      from: deps.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    deps.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    return;
  }
  await storeInOutbox(deps.db, mail);
  deps.log.info(
    { to: mail.to, subject: mail.subject, text: mail.text },
    'mail stored in the outbox (SMTP_URL is not set)',
  );
}
