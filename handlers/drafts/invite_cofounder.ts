// invite_cofounder: e-mails an invite link (at most 10 per draft).
import { accountOf } from '../../app/draft/access.ts';
import { inviteCofounder, inviteStatus } from '../../app/draft/invites.ts';
import type { Handler } from '../../app/http/handler.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export const handler: Handler<'invite_cofounder'> = async ({ path, body }, ctx) => {
  const invite = await inviteCofounder(ctx, path.id, accountOf(ctx), body.email);
  return {
    status: 201,
    body: {
      id: invite.id,
      draft_id: invite.draft_id,
      email: invite.email,
      status: inviteStatus(invite),
      created_at: iso(invite.created_at),
      expires_at: iso(invite.expires_at),
    },
  };
};
