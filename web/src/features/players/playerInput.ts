import type { PlayerDraft } from '@esports-admin/schema/rules/player';
import type { PlayerInput, PlayerStatus } from '../../__generated__/graphql';

/** A draft as the gateway takes it; empty optional fields are left out. */
export function toPlayerInput(draft: PlayerDraft, status: PlayerStatus = 'active'): PlayerInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    handle: draft.handle,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    sport: draft.sport,
    status,
    photoUrl: optional(draft.photoUrl),
    homeTeamId: optional(draft.homeTeamId),
    login: optional(draft.login),
    password: draft.password === '' ? null : draft.password,
    puuid: optional(draft.puuid),
  };
}
