// Co-founder invites: an e-mailed link with a single-use token (only its hash is stored). Opened by
// a signed-in account, it makes that account a co-owner of the draft.
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { now } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ProblemError } from '../http/problem.ts';
import { sendMail } from '../mail.ts';
import {
  acceptInviteRow,
  countInvites,
  findInviteByTokenHash,
  findOwnedDraft,
  insertInvite,
} from '../../db/queries/drafts.ts';
import { storedFields } from './profile.ts';

export const maxInvitesPerDraft = 10;
const inviteLifetimeMs = 14 * 24 * 3600 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const invitePath = (token: string) => `/invites/${token}`;

interface Dependencies {
  db: Database;
  config: Config;
  log: Logger;
}

export async function inviteCofounder(deps: Dependencies, draftId: string, accountId: string, email: string) {
  const token = randomBytes(32).toString('base64url');
  const { invite, productName } = await deps.db.transaction().execute(async (trx) => {
    const draft = await findOwnedDraft(trx, draftId, accountId, { forUpdate: true });
    if (!draft) throw new ProblemError(404, 'not_found', `Draft "${draftId}" was not found.`);
    if ((await countInvites(trx, draftId)) >= maxInvitesPerDraft) {
      throw new ProblemError(
        409,
        'limit_reached',
        `This draft already has ${maxInvitesPerDraft} invites, the most a draft can have.`,
      );
    }
    const created = await insertInvite(trx, {
      draftId,
      email,
      tokenHash: hashToken(token),
      invitedBy: accountId,
      expiresAt: new Date(now().getTime() + inviteLifetimeMs),
    });
    const name = storedFields(draft.fields).name.value;
    return { invite: created, productName: typeof name === 'string' ? name : new URL(draft.url).hostname };
  });
  const link = `${deps.config.publicUrl}${invitePath(token)}`;
  const expires = invite.expires_at instanceof Date ? invite.expires_at.toISOString() : invite.expires_at;
  await sendMail(deps, {
    to: email,
    subject: `You are invited to co-edit ${productName} on Launch Directory`,
    text:
      `You were invited to help edit the Launch Directory profile of ${productName}.\n\n` +
      `Open this link and sign in with any e-mail address to join:\n${link}\n\n` +
      `The link works until ${expires}. If you did not expect it, ignore this e-mail.`,
  });
  return invite;
}

export type AcceptOutcome = { accepted: true; draftId: string } | { accepted: false; reason: string };

export async function acceptInvite(db: Database, token: string, accountId: string): Promise<AcceptOutcome> {
  return db.transaction().execute(async (trx) => {
    const invite = await findInviteByTokenHash(trx, hashToken(token));
    if (!invite) return { accepted: false, reason: 'This invite link is not valid.' };
    if (invite.accepted_by) {
      return invite.accepted_by === accountId
        ? { accepted: true, draftId: invite.draft_id }
        : { accepted: false, reason: 'This invite was already used by another account.' };
    }
    if (new Date(invite.expires_at).getTime() < now().getTime())
      return { accepted: false, reason: 'This invite has expired. Ask for a new one.' };
    await acceptInviteRow(trx, invite.id, invite.draft_id, accountId, now());
    return { accepted: true, draftId: invite.draft_id };
  });
}

export function inviteStatus(invite: {
  accepted_by: string | null;
  expires_at: Date | string;
}): 'pending' | 'accepted' | 'expired' {
  if (invite.accepted_by) return 'accepted';
  return new Date(invite.expires_at).getTime() < now().getTime() ? 'expired' : 'pending';
}
