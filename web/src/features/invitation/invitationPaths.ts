/** The query parameter of an invitation link: '/?inviteCode=CODE' (also '/invite/CODE'). */
export const INVITE_CODE_PARAM = 'inviteCode';

/** Spec 2 §2: where an approved user goes (not the usual default landing page). */
export const INVITATION_APPROVED_PATH = '/leagues/list/current';
