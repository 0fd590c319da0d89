import { Router } from 'express';
import type {
  InvitationApprovalDto,
  InvitationApprovedDto,
} from '@esports-admin/schema/upstream/rbac';
import { callerOf } from '../../bearer';
import { randomBytes } from 'node:crypto';
import {
  INVITATION_VALIDITY_DAYS,
  invitationRefusal,
  permissionsCarried,
  roleChangeRefusal,
} from '@esports-admin/schema/rules/role-grants';
import { ERROR_CODES, forbidden, notFound, UpstreamError } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { findRole, refuseUnlessUserManager, rolesOf, USER_MANAGEMENT_ROLES } from './roles';
import { ensureUser, findUser, grantRole } from './users';

/** One role per code, used once: `used_by` is set by the approval that spends it. */
export const INVITATION_TABLES = `
  create table if not exists rbac_invitation_codes (
    code text primary key,
    role_key text not null references rbac_roles (key),
    expires_at timestamptz not null,
    used_by text,
    used_at timestamptz
  );
`;

export async function insertInvitation(
  db: SqlClient,
  code: string,
  roleKey: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'insert into rbac_invitation_codes (code, role_key, expires_at) values ($1, $2, $3)',
    [code, roleKey, expiresAt.toISOString()],
  );
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

interface InvitationRow {
  role_key: string;
  expires_at: Date;
  used_by: string | null;
}

async function findInvitation(db: SqlClient, code: string): Promise<InvitationRow> {
  const [invitation] = await db.query<InvitationRow>(
    'select role_key, expires_at, used_by from rbac_invitation_codes where code = $1 for update',
    [code],
  );
  if (!invitation) {
    throw new UpstreamError(404, ERROR_CODES.inviteNotFound, 'Invitation code not found');
  }
  return invitation;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /invitations { roleKey }: a user manager issues a code for one role they could grant
 * themselves, valid INVITATION_VALIDITY_DAYS from now. The answer carries the code.
 */
async function issueInvitation(db: SqlClient, issuer: string, body: unknown) {
  const roleKey = Payload.of(body).nonEmptyString('roleKey');
  await refuseUnlessUserManager(db, issuer);
  const role = await findRole(db, roleKey);
  if (!role) throw notFound(`Role ${roleKey} not found`);
  const refusal = roleChangeRefusal({
    actor: issuer,
    held: permissionsCarried(await rolesOf(db, issuer), USER_MANAGEMENT_ROLES),
    target: '',
    role,
    userManagementRoles: USER_MANAGEMENT_ROLES,
  });
  if (refusal) throw forbidden(refusal);
  const code = `INVITE-${randomBytes(9).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + INVITATION_VALIDITY_DAYS * DAY_MS);
  await insertInvitation(db, code, roleKey, expiresAt);
  return { code, roleKey, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /invitations/approve: a new user (one without roles) spends a code on the role it was
 * issued for; a code works once and until it expires. The answer lists the caller's roles.
 */
export function invitationRoutes(store: Store): Router {
  const router = Router();
  router.post('/invitations', async (req, res) => {
    res.status(201).json(await issueInvitation(store, callerOf(req).subject, req.body));
  });
  router.post('/invitations/approve', async (req, res) => {
    const approval = readApproval(req.body);
    const caller = callerOf(req);
    const user = await store.transaction(async (tx) => {
      const invitation = await findInvitation(tx, approval.inviteCode);
      if (approval.token.token !== caller.token) {
        throw forbidden('token.token must be the bearer token of the call');
      }
      const refusal = invitationRefusal(
        { expiresAt: new Date(invitation.expires_at), usedBy: invitation.used_by },
        (await rolesOf(tx, caller.subject)).length,
        new Date(),
      );
      if (refusal) throw forbidden(refusal);
      await ensureUser(tx, {
        username: caller.subject,
        name: caller.subject,
        email: approval.email.email,
      });
      await tx.query(
        'update rbac_invitation_codes set used_by = $2, used_at = now() where code = $1',
        [approval.inviteCode, caller.subject],
      );
      await grantRole(tx, caller.subject, invitation.role_key);
      return findUser(tx, caller.subject);
    });
    const answer: InvitationApprovedDto = { approved: true, roles: user?.roles ?? [] };
    res.json(answer);
  });
  return router;
}
