// Sign-in by e-mail: a one-time link (random token, only its hash stored, single use, 15 minutes).
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { insertSignInToken, useSignInToken } from '../../db/queries/identity.ts';
import { sendMail } from '../mail.ts';
import type { MailDependencies } from '../mail.ts';
import { findOrCreateAccount } from './accounts.ts';
import type { AccountRef } from './accounts.ts';

const linkMinutes = 15;
const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** Only paths on this site: `/account`, never `//evil.example` or `https://...`. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[\x21-\x7E]*$/.test(value) ? value : '/account';
}

export async function sendSignInLink(
  deps: MailDependencies & { publicUrl: string },
  email: string,
  returnTo: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertSignInToken(deps.db, {
    tokenHash: hashToken(token),
    email,
    returnTo: safeReturnPath(returnTo),
    createdAt: now(),
    expiresAt: new Date(now().getTime() + linkMinutes * 60_000),
  });
  const link = `${deps.publicUrl}/sign-in/verify?token=${token}`;
  await sendMail(deps, {
    to: email,
    subject: 'Your Launch Directory sign-in link',
    text:
      `Sign in to Launch Directory: ${link}\n\n` +
      `The link works once, for ${linkMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    html:
      `<p><a href="${link}">Sign in to Launch Directory</a></p>` +
      `<p>The link works once, for ${linkMinutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  });
}

/** Uses up a sign-in token: the account (created on first sign-in) and where to go, or null. */
export async function redeemSignInToken(
  db: Database,
  token: string,
): Promise<{ account: AccountRef; returnTo: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await useSignInToken(db, hashToken(token), now());
  if (!row) return null;
  return { account: await findOrCreateAccount(db, row.email), returnTo: row.return_to };
}
