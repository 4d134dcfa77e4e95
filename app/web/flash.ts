// A message shown once after a redirect (POST-redirect-GET), kept server-side for one browser
// session: the account page's new API key. It is sealed (AES-256-GCM) with a key derived from the
// session cookie, so the stored row is unreadable without the browser's cookie, and reading it
// deletes it, so a refresh shows it no more.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { sessionCookieKey } from '../auth/sessions.ts';
import type { WebSession } from '../auth/sessions.ts';
import { putSessionFlash, takeSessionFlash } from '../../db/queries/identity.ts';

/** Long enough for the redirect that follows the POST, short enough that an unread flash is soon gone. */
const flashSeconds = 300;

export async function putFlash(
  db: Database,
  config: Config,
  req: Request,
  session: WebSession,
  message: unknown,
): Promise<void> {
  const key = sessionCookieKey(config, req);
  if (!key) throw new Error('A flash needs the session cookie of a signed-in browser.');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([
    iv,
    cipher.update(JSON.stringify(message), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const at = now();
  await putSessionFlash(
    db,
    { sessionIdHash: session.idHash, sealed, expiresAt: new Date(at.getTime() + flashSeconds * 1000) },
    at,
  );
}

/** The session's flash, once: undefined when there is none, it expired, or it was already shown. */
export async function takeFlash(db: Database, config: Config, req: Request, session: WebSession): Promise<unknown> {
  const sealed = await takeSessionFlash(db, session.idHash, now());
  const key = sessionCookieKey(config, req);
  if (!sealed || !key) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const text = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as unknown;
}
