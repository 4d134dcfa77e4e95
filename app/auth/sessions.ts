// Browser sessions for the sign-in, account and consent pages: an opaque random cookie (only its
// hash is stored), HttpOnly, SameSite=Lax, Secure (and __Host- prefixed) when the site is https.
// Every session, signed in or not, carries the CSRF token its forms must send back.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession } from '../../db/queries/identity.ts';

const anonymousSeconds = 24 * 3600;
const signedInSeconds = 30 * 24 * 3600;

export interface WebSession {
  idHash: Buffer;
  accountId: string | null;
  email: string | null;
  csrfToken: string;
}

const secure = (config: Config) => config.publicUrl.startsWith('https:');
const cookieName = (config: Config) => (secure(config) ? '__Host-ld_session' : 'ld_session');
const hashId = (id: string) => createHash('sha256').update(id).digest();

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function setCookie(res: Response, config: Config, value: string, maxAgeSeconds: number): void {
  res.cookie(cookieName(config), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export async function loadSession(db: Database, config: Config, req: Request): Promise<WebSession | null> {
  const id = readCookie(req, cookieName(config));
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const row = await findLiveSession(db, hashId(id), now());
  return row ? { idHash: row.id_hash, accountId: row.account_id, email: row.email, csrfToken: row.csrf_token } : null;
}

async function createSession(
  db: Database,
  config: Config,
  res: Response,
  account: { id: string; email: string } | null,
): Promise<WebSession> {
  const id = randomBytes(32).toString('base64url');
  const seconds = account ? signedInSeconds : anonymousSeconds;
  const session = {
    idHash: hashId(id),
    accountId: account?.id ?? null,
    email: account?.email ?? null,
    csrfToken: randomBytes(32).toString('base64url'),
  };
  await insertSession(db, { ...session, createdAt: now(), expiresAt: new Date(now().getTime() + seconds * 1000) });
  // Sweep expired sessions as new ones are made, so the table does not grow without bound.
  await deleteExpiredSessions(db, now());
  setCookie(res, config, id, seconds);
  return session;
}

/** The visitor's session, starting an anonymous one (for the CSRF token) when there is none. */
export async function ensureSession(db: Database, config: Config, req: Request, res: Response): Promise<WebSession> {
  return (await loadSession(db, config, req)) ?? createSession(db, config, res, null);
}

/** Signs the browser in with a fresh session id (the old one is dropped: no session fixation). */
export async function startSignedInSession(
  db: Database,
  config: Config,
  res: Response,
  previous: WebSession | null,
  account: { id: string; email: string },
): Promise<WebSession> {
  if (previous) await deleteSession(db, previous.idHash);
  return createSession(db, config, res, account);
}

export async function endSession(
  db: Database,
  config: Config,
  res: Response,
  session: WebSession | null,
): Promise<void> {
  if (session) await deleteSession(db, session.idHash);
  res.clearCookie(cookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(config) });
}

/** Constant-time comparison of a submitted CSRF token with the session's. */
export function validCsrfToken(session: WebSession | null, submitted: unknown): boolean {
  if (!session || typeof submitted !== 'string') return false;
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(submitted);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
