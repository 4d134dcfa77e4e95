// Browser sessions for the sign-in, account and consent pages: an opaque random cookie (only its
// hash is stored), HttpOnly, SameSite=Lax, Secure (and __Host- prefixed) when the site is https.
// A session is stored only on signing in and carries the CSRF token its forms must send back. The
// sign-in pages store nothing for a visitor without one: their forms are checked by a double-submit
// cookie (and the Origin), so a flood of cookieless requests writes no rows.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession } from '../../db/queries/identity.ts';

const formCookieSeconds = 24 * 3600;
const signedInSeconds = 30 * 24 * 3600;

export interface WebSession {
  idHash: Buffer;
  accountId: string | null;
  email: string | null;
  csrfToken: string;
}

const secure = (config: Config) => config.publicUrl.startsWith('https:');
const cookieName = (config: Config) => (secure(config) ? '__Host-ld_session' : 'ld_session');
const formCookieName = (config: Config) => (secure(config) ? '__Host-ld_form' : 'ld_form');
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

/**
 * A key only a request carrying the session's cookie can give (the database keeps only the cookie's
 * hash): for what is kept for that session alone, such as app/web/flash.ts. Undefined without a cookie.
 */
export function sessionCookieKey(config: Config, req: Request): Buffer | undefined {
  const id = readCookie(req, cookieName(config));
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
  return createHash('sha256').update(`session-key:${id}`).digest();
}

async function createSession(
  db: Database,
  config: Config,
  res: Response,
  account: { id: string; email: string },
): Promise<WebSession> {
  const id = randomBytes(32).toString('base64url');
  const seconds = signedInSeconds;
  const session = {
    idHash: hashId(id),
    accountId: account.id,
    email: account.email,
    csrfToken: randomBytes(32).toString('base64url'),
  };
  await insertSession(db, { ...session, createdAt: now(), expiresAt: new Date(now().getTime() + seconds * 1000) });
  // Sweep expired sessions as new ones are made, so the table does not grow without bound.
  await deleteExpiredSessions(db, now());
  setCookie(res, config, id, seconds);
  return session;
}

/**
 * The CSRF token for a form shown to a visitor who may have no session: the session's when there is one,
 * else a random token in a cookie (no session row is stored until the form is submitted).
 */
export function formCsrfToken(config: Config, req: Request, res: Response, session: WebSession | null): string {
  if (session) return session.csrfToken;
  const existing = readCookie(req, formCookieName(config));
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  res.cookie(formCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    path: '/',
    maxAge: formCookieSeconds * 1000,
  });
  return token;
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

/**
 * Constant-time comparison of a submitted CSRF token with the session's, or without a session with the
 * form cookie set by `formCsrfToken`.
 */
export function validCsrfToken(config: Config, req: Request, session: WebSession | null, submitted: unknown): boolean {
  const token = session ? session.csrfToken : readCookie(req, formCookieName(config));
  if (!token || typeof submitted !== 'string') return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(submitted);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
