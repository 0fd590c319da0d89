/**
 * `version` of every editable type (the one place: a type with `version: String!` in its SDL gets
 * its line here), and the defaults of MutationError's optional parts. A version is the hash of the
 * record as stored (`versionOf`), the same hash runMutation checks `expectedVersion` against.
 */
import type { Resolvers } from '../__generated__/resolvers-types';
import { versionOf } from '../mutations/version';
import { runningOrderOf, sessionPromptsOf } from './shotcall/mapping';

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
  DropGroup: version,
  InventoryItem: version,
  LocalizationSet: version,
  StreamTimelineTournament: version,
  PickemLeague: version,
  PickemTournament: version,
  PickBlock: version,
  Match: version,
  CrystalBallQuestion: version,
  CrystalBallLocalization: version,
  CrystalBallPrompt: version,
  CrystalBallChoice: version,
  CrystalBallChoiceTier: version,
  CrystalBallAnswer: version,
  PickemReward: version,
  ScoringConfig: version,
  PickemSectionScoring: version,
  ShotcallAnswer: version,
  ShotcallQuestion: version,
  ShotcallPrompt: version,
  ShotcallRewardCriteria: version,
  BannerPatch: version,
  // A session's running order is saved as one set: its version is the order's, as the reorder
  // loads it.
  ShotcallSession: {
    ...version,
    promptsVersion: async (session, _, context, info) =>
      versionOf(runningOrderOf(await sessionPromptsOf(context, session.id, info))),
  },
  // A game's povs are saved as one set: its version is the set's, as savePovs loads it.
  Game: {
    povsVersion: async (game, _, { loaders }) => versionOf(await loaders.povsByGame.load(game.id)),
  },
  MutationError: {
    applied: (error) => error.applied ?? [],
    conflict: (error) => error.conflict ?? null,
  },
};
