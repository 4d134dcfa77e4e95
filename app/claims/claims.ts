// Claims: an account proves it owns a listed company and becomes one of the listing's owners.
// claim_listing starts a claim with a fresh random token; verify_claim looks for the published
// proof (app/claims/checks.ts); an e-mail claim is verified from the link it sends. Verifying adds
// the claimer to listing_owners, sets the listing's Verified badge date, records the change in the
// listing's version history and queues an e-mail to the owners it already had.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { components } from '../../generated/api.d.ts';
import type { DB } from '../../db/schema.ts';
import type { ClaimMethod } from '../../db/schema/claims.ts';
import {
  findAccountClaim,
  findClaimableListing,
  findEmailClaimByToken,
  findListingBySlug,
  findPendingClaim,
  insertClaim,
  isOwner,
  markListingVerified,
  overdueClaimIds,
  ownerEmails,
  recordClaimCheck,
} from '../../db/queries/claims.ts';
import type { ClaimableListing, ClaimRow } from '../../db/queries/claims.ts';
import { enqueueJob } from '../../db/queries/drafts.ts';
import { countHit } from '../../db/queries/kernel.ts';
import { addOwners } from '../../db/queries/listing-content.ts';
import { now } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { invalidField, notFound, ProblemError } from '../http/problem.ts';
import { publicListingStatuses } from '../listings/states.ts';
import { recordListingVersion } from '../listings/versions.ts';
import { sendMail } from '../mail.ts';
import type { MailDependencies } from '../mail.ts';
import type { Actor } from '../state/machine.ts';
import { checkDns, checkFile, checkMeta, dnsRecordName, metaName, proofFileUrl, txtValuePrefix } from './checks.ts';
import type { CheckOutcome } from './checks.ts';
import { claimCreated, claimExpired, claimFailed, claimVerified, maxUnsuccessfulChecks } from './states.ts';

export type ClaimBody = components['schemas']['Claim'];
export const notifyOwnersTask = 'claims__notify_owners';

export const emailClaimPath = (token: string) => `/claims/email/${encodeURIComponent(token)}`;

const accountActor = (accountId: string): Actor => ({ kind: 'account', accountId });

function siteDomain(listing: Pick<ClaimableListing, 'domain' | 'url'>): string {
  return (listing.domain ?? new URL(listing.url).hostname).toLowerCase();
}

/** Whether the address is at `domain` or one of its subdomains. */
export function addressAtDomain(address: string, domain: string): boolean {
  const host = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Counts one claim attempt against the account's and the listing's hourly quota (in the shared
 * rate-limit counters, so every API process sees them). Throws 429 when either is used up.
 */
async function countAttempt(db: Database, config: Config, accountId: string, listingId: number): Promise<void> {
  const windowMs = 3600_000;
  const at = now().getTime();
  const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
  const retryAfter = String(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000)));
  const limits = [
    { bucket: `claims:account:${accountId}`, limit: config.claims.attemptsPerAccountPerHour, who: 'your account' },
    { bucket: `claims:listing:${listingId}`, limit: config.claims.attemptsPerListingPerHour, who: 'this listing' },
  ];
  // Every attempt counts against both quotas, even one the first refuses.
  const hits = [await countHit(db, limits[0].bucket, windowStart), await countHit(db, limits[1].bucket, windowStart)];
  for (const [index, { limit, who }] of limits.entries()) {
    if (hits[index] > limit)
      throw new ProblemError(
        429,
        'rate_limited',
        `Too many claim attempts for ${who}: ${limit} per hour. Retry in ${retryAfter} s.`,
        { headers: { 'Retry-After': retryAfter } },
      );
  }
}

/** Pending claims of the account (on one listing, when given) past their expiry become expired. */
export async function expireOverdue(db: Database, accountId: string, listingId?: number): Promise<void> {
  const ids = await overdueClaimIds(db, now(), { accountId, listingId });
  if (!ids.length) return;
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await claimExpired(trx, id);
  });
}

export function instructionsFor(
  claim: Pick<ClaimRow, 'method' | 'token' | 'email'>,
  listing: Pick<ClaimableListing, 'domain' | 'url' | 'name'>,
): ClaimBody['instructions'] {
  const empty = { dns: null, meta: null, file: null, email: null };
  switch (claim.method) {
    case 'dns': {
      const name = dnsRecordName(siteDomain(listing));
      const value = `${txtValuePrefix}${claim.token}`;
      return {
        ...empty,
        summary:
          `Add a DNS TXT record named ${name} with the value ${value} at your DNS provider, ` +
          'then call verify_claim. DNS changes can take a while to be seen; call it again later if needed.',
        dns: { type: 'TXT', name, value },
      };
    }
    case 'meta': {
      const html = `<meta name="${metaName}" content="${claim.token}">`;
      return {
        ...empty,
        summary: `Put ${html} in the <head> of your homepage ${listing.url}, then call verify_claim.`,
        meta: { html },
      };
    }
    case 'file': {
      const url = proofFileUrl(listing.url);
      return {
        ...empty,
        summary: `Serve a file at ${url} whose whole content is ${claim.token}, then call verify_claim.`,
        file: { url, content: claim.token },
      };
    }
    case 'email':
      return {
        ...empty,
        summary:
          `A link was sent to ${claim.email}. Open it and confirm to verify the claim on ${listing.name}; ` +
          'verify_claim does not check e-mail claims.',
        email: { address: claim.email ?? '' },
      };
  }
}

export async function claimBody(db: Database | Transaction<DB>, claim: ClaimRow): Promise<ClaimBody> {
  const listing = await findClaimableListing(db, claim.listing_id);
  return {
    id: claim.id,
    slug: claim.slug,
    method: claim.method,
    status: claim.status,
    instructions: instructionsFor(claim, listing),
    detail: claim.detail,
    checked_at: claim.checked_at?.toISOString() ?? null,
    created_at: claim.created_at.toISOString(),
    expires_at: claim.expires_at.toISOString(),
    verified_at: claim.verified_at?.toISOString() ?? null,
  };
}

export interface ClaimDependencies extends MailDependencies {
  config: Config;
}

export async function startClaim(
  deps: ClaimDependencies,
  accountId: string,
  request: { slug: string; method: ClaimMethod; email?: string },
): Promise<ClaimRow> {
  const { db, config } = deps;
  const listing = await findListingBySlug(db, request.slug);
  if (!listing || !publicListingStatuses.includes(listing.status))
    throw invalidField('/body/slug', `No published listing has the slug ${request.slug}.`);
  await countAttempt(db, config, accountId, listing.id);
  if (await isOwner(db, listing.id, accountId))
    throw new ProblemError(409, 'invalid_state', `You already own ${listing.slug}; there is nothing to claim.`);
  const domain = siteDomain(listing);
  const email = request.method === 'email' ? (request.email ?? '') : null;
  if (email !== null && !addressAtDomain(email, domain))
    throw invalidField(
      '/body/email',
      `${email} is not an address at ${domain} (or one of its subdomains), the domain of ${listing.url}.`,
    );
  await expireOverdue(db, accountId, listing.id);
  const token = randomBytes(24).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const open = await findPendingClaim(trx, listing.id, accountId);
    if (open) throw claimPending(open.id, listing.slug);
    const at = now();
    let claimId: number;
    try {
      claimId = await insertClaim(trx, {
        listingId: listing.id,
        accountId,
        method: request.method,
        token,
        email,
        createdAt: at,
        expiresAt: new Date(at.getTime() + config.claims.expiryHours * 3600_000),
      });
    } catch (error) {
      // Two requests racing past the check above: the partial unique index lets one through.
      if ((error as { code?: string }).code === '23505') throw claimPending(undefined, listing.slug);
      throw error;
    }
    await claimCreated(trx, claimId, accountActor(accountId));
    const claim = await findAccountClaim(trx, claimId, accountId);
    if (!claim) throw new Error(`claim ${claimId} vanished`);
    // Sent inside the transaction: when the mail cannot go out, no claim is left behind.
    if (email) await sendClaimLink(deps, claim, listing, email);
    return claim;
  });
}

function claimPending(claimId: number | undefined, slug: string): ProblemError {
  return new ProblemError(
    409,
    'claim_pending',
    `You already have a pending claim${claimId ? ` (id ${claimId})` : ''} on ${slug}: verify it, ` +
      'or wait until it expires, before starting another.',
    claimId ? { extensions: { claim_id: claimId } } : {},
  );
}

async function sendClaimLink(deps: ClaimDependencies, claim: ClaimRow, listing: ClaimableListing, email: string) {
  const link = `${deps.config.publicUrl}${emailClaimPath(claim.token)}`;
  await sendMail(deps, {
    to: email,
    subject: `Confirm that you own ${listing.name} on Launch Directory`,
    text:
      `Someone asked to become an owner of the listing ${listing.name} (${listing.url}) on Launch Directory, ` +
      `proving it with this address.\n\nIf that was you or your team, open this link and confirm:\n${link}\n\n` +
      `If not, ignore this e-mail: nothing changes, and the request expires on ${claim.expires_at.toISOString()}.`,
  });
}

/** verify_claim: looks for the proof of a pending dns, meta or file claim of the caller. */
export async function verifyClaim(deps: ClaimDependencies, accountId: string, claimId: number): Promise<ClaimRow> {
  const { db, config } = deps;
  const found = await findAccountClaim(db, claimId, accountId);
  if (!found) throw notFound(`Claim ${claimId}`);
  await countAttempt(db, config, accountId, found.listing_id);
  if (found.method === 'email')
    throw new ProblemError(
      409,
      'invalid_state',
      `Claim ${claimId} is an e-mail claim: it is verified by opening the link sent to ${found.email}, ` +
        'not by verify_claim.',
    );
  await expireOverdue(db, accountId, found.listing_id);
  const claim = (await findAccountClaim(db, claimId, accountId)) ?? found;
  if (claim.status !== 'pending')
    throw new ProblemError(
      409,
      'invalid_state',
      `Claim ${claimId} is ${claim.status}, so it is not checked any more; start a new claim with claim_listing.`,
    );
  const listing = await findClaimableListing(db, claim.listing_id);
  const outcome = await lookForProof(claim, listing, config);
  return db.transaction().execute(async (trx) => {
    const locked = await findAccountClaim(trx, claimId, accountId, { forUpdate: true });
    if (locked?.status !== 'pending') return locked ?? claim;
    const at = now();
    await recordClaimCheck(trx, claimId, { detail: outcome.detail, at, verified: outcome.found });
    const actor = accountActor(accountId);
    if (outcome.found) {
      await claimVerified(trx, claimId, actor, `${claim.method} proof found`);
      await grantOwnership(trx, locked, actor, at);
    } else if (locked.check_count + 1 >= maxUnsuccessfulChecks) {
      await claimFailed(trx, claimId, actor, `${maxUnsuccessfulChecks} checks without the proof: ${outcome.detail}`);
    }
    return (await findAccountClaim(trx, claimId, accountId)) ?? locked;
  });
}

function lookForProof(claim: ClaimRow, listing: ClaimableListing, config: Config): Promise<CheckOutcome> {
  switch (claim.method) {
    case 'dns':
      return checkDns(siteDomain(listing), claim.token, config);
    case 'meta':
      return checkMeta(listing.url, claim.token, config);
    case 'file':
      return checkFile(listing.url, claim.token, config);
    case 'email':
      throw new Error('e-mail claims are verified by their link');
  }
}

/**
 * The claimer becomes an owner: a listing_owners row, the Verified badge date, a version in the
 * listing's history, and (when the listing had owners) a job that e-mails them.
 */
async function grantOwnership(trx: Transaction<DB>, claim: ClaimRow, actor: Actor, at: Date): Promise<void> {
  const before = await ownerEmails(trx, claim.listing_id);
  await addOwners(trx, claim.listing_id, [{ accountId: claim.account_id, role: 'owner' }]);
  await markListingVerified(trx, claim.listing_id, at);
  const after = await ownerEmails(trx, claim.listing_id);
  await recordListingVersion(trx, {
    listingId: claim.listing_id,
    actor,
    reason: `claim ${claim.id} verified by ${claim.method}`,
    before: { owners: before },
    after: { owners: after },
  });
  if (before.length) await enqueueJob(trx, notifyOwnersTask, { claim_id: claim.id }, `${notifyOwnersTask}:${claim.id}`);
}

/**
 * The confirm button of an e-mail claim's link page: verifies the pending claim the token belongs
 * to. Undefined when no e-mail claim has this token.
 */
export async function verifyEmailClaim(
  db: Database,
  token: string,
): Promise<{ verified: boolean; claimId: number } | undefined> {
  const claim = await findEmailClaimByToken(db, token);
  if (!claim) return undefined;
  await expireOverdue(db, claim.account_id, claim.listing_id);
  return db.transaction().execute(async (trx) => {
    const locked = await findAccountClaim(trx, claim.id, claim.account_id, { forUpdate: true });
    if (locked?.status !== 'pending') return { verified: false, claimId: claim.id };
    const at = now();
    const actor = accountActor(claim.account_id);
    await recordClaimCheck(trx, claim.id, { detail: null, at, verified: true });
    await claimVerified(trx, claim.id, actor, `e-mail link to ${claim.email} opened and confirmed`);
    await grantOwnership(trx, locked, actor, at);
    return { verified: true, claimId: claim.id };
  });
}
