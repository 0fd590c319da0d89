/** `version` of every editable type, and the defaults of MutationError's optional parts. */
import type { Resolvers } from '../__generated__/resolvers-types';
import { versionOf } from '../mutations/version';

const version = { version: (record: object) => versionOf(record) };

export const versionResolvers: Resolvers = {
  Season: version,
  League: version,
  Team: version,
  Organization: version,
  Player: version,
  StreamGroup: version,
  Tournament: version,
  Vod: version,
  AccountGroup: version,
  Rarity: version,
  StreamTimelineTournament: version,
  MutationError: {
    applied: (error) => error.applied ?? [],
    conflict: (error) => error.conflict ?? null,
  },
};
