import { Router } from 'express';
import type {
  InvitationApprovalDto,
  InvitationApprovedDto,
} from '@esports-admin/schema/upstream/rbac';
import { callerOf } from '../../bearer';
import { ERROR_CODES, forbidden, UpstreamError } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { ensureUser, findUser, grantRole } from './users';

export const INVITATION_TABLES = `
  create table if not exists rbac_invitations (
    code text primary key,
    role_keys json not null
  );
`;

export async function insertInvitation(
  db: SqlClient,
  code: string,
  roleKeys: string[],
): Promise<void> {
  await db.query('insert into rbac_invitations (code, role_keys) values ($1, $2)', [
    code,
    JSON.stringify(roleKeys),
  ]);
}

function readApproval(body: unknown): InvitationApprovalDto {
  const fields = Payload.of(body);
  return {
    inviteCode: fields.nonEmptyString('inviteCode'),
    envId: fields.nonEmptyString('envId'),
    email: { email: fields.object('email').nonEmptyString('email') },
    token: { token: fields.object('token').nonEmptyString('token') },
    user_key_claim: fields.oneOf('user_key_claim', ['preferred_username'] as const),
  };
}

async function rolesOfInvitation(db: SqlClient, code: string): Promise<string[]> {
  const [invitation] = await db.query<{ role_keys: string[] }>(
    'select role_keys from rbac_invitations where code = $1',
    [code],
  );
  if (!invitation) {
    throw new UpstreamError(404, ERROR_CODES.inviteNotFound, 'Invitation code not found');
  }
  return invitation.role_keys;
}

/**
 * POST /invitations/approve: a new user approves themself with a team's invitation code, which
 * any number of users may use. The answer lists every role the caller holds afterwards.
 */
export function invitationRoutes(store: Store): Router {
  const router = Router();
  router.post('/invitations/approve', async (req, res) => {
    const approval = readApproval(req.body);
    const caller = callerOf(req);
    const roleKeys = await rolesOfInvitation(store, approval.inviteCode);
    if (approval.token.token !== caller.token) {
      throw forbidden('token.token must be the bearer token of the call');
    }
    const user = await store.transaction(async (tx) => {
      await ensureUser(tx, {
        username: caller.subject,
        name: caller.subject,
        email: approval.email.email,
      });
      for (const roleKey of roleKeys) await grantRole(tx, caller.subject, roleKey);
      return findUser(tx, caller.subject);
    });
    const answer: InvitationApprovedDto = { approved: true, roles: user?.roles ?? [] };
    res.json(answer);
  });
  return router;
}
