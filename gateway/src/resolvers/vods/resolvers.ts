import { streamConfigField } from '@esports-admin/schema/rules/stream';
import {
  formatGameTime,
  parseGameTime,
  validateGameTime,
  validateVodDraft,
  VOD_MESSAGES,
} from '@esports-admin/schema/rules/vod';
import { POV_MESSAGES, validatePovDrafts } from '@esports-admin/schema/rules/pov';
import type { PovDto } from '@esports-admin/schema/upstream/elds-vods';
import type { GameVodStatus, Pov, Resolvers, VodInput } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { inputErrorsOf } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';
import { versionOf } from '../../mutations/version';

const toPov = (pov: PovDto): Pov => ({ ...pov, configField: streamConfigField(pov.provider) });

/** Availability and cache state of one game, both lists asked 10 games per call. */
async function vodStatusOf(context: GatewayContext, gameId: string): Promise<GameVodStatus> {
  const [available, cachedVods] = await Promise.all([
    context.loaders.vodAvailability.load(gameId),
    context.loaders.cachedVodsByGame.load(gameId),
  ]);
  return { gameId, available, cached: cachedVods.length > 0, cachedVodCount: cachedVods.length };
}

const vodInputErrors = (input: VodInput) =>
  inputErrorsOf(validateVodDraft({ ...input, offset: input.offset ?? '' }));

/** The offset in milliseconds when one was typed; undefined keeps the stored one. */
function offsetOf(input: VodInput): number | undefined {
  const text = input.offset?.trim();
  return text ? (parseGameTime(text) ?? undefined) : undefined;
}

export const vodResolvers: Resolvers = {
  Query: {
    async vodsByGames(_, { gameIds }, { loaders }) {
      return (await loaders.vodsByGame.loadMany(gameIds)).flatMap((vods) => {
        if (vods instanceof Error) throw vods;
        return vods;
      });
    },
    vodStatusByGames: (_, { gameIds }, context) =>
      Promise.all(gameIds.map((gameId) => vodStatusOf(context, gameId))),
    async povsByGames(_, { gameIds }, { loaders }) {
      return (await loaders.povsByGame.loadMany(gameIds)).flatMap((povs) => {
        if (povs instanceof Error) throw povs;
        return povs.map(toPov);
      });
    },
  },
  Mutation: {
    savePovs: (_, { gameId, povs, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: gameId,
        expectedVersion,
        inputErrors: inputErrorsOf(validatePovDrafts(povs)),
        load: async () => context.loaders.povsByGame.load(gameId),
        requested: () => povs,
        async perform() {
          const saved = await context.apis.elds.savePovs({
            gameId,
            povs: povs.map((pov) => ({
              side: pov.side,
              participant: pov.participant,
              playerId: pov.playerId ?? null,
              provider: pov.provider,
              locale: pov.locale,
              videoId: pov.value.trim(),
            })),
          });
          return {
            ok: {
              povs: saved.map(toPov),
              povsVersion: versionOf(saved),
              message: POV_MESSAGES.saved,
            },
            after: saved,
          };
        },
      }),
    createVod: (_, { gameId, input }, context, info) =>
      runMutation(context, info, {
        inputErrors: vodInputErrors(input),
        requested: () => ({ gameId, ...input }),
        async perform() {
          const [vod] = await context.apis.elds.saveVods([
            {
              gameId,
              provider: input.provider,
              locale: input.locale,
              videoId: input.value.trim(),
              statsOffsetMillis: offsetOf(input) ?? null,
            },
          ]);
          return {
            ok: { vod: vod ?? null, message: VOD_MESSAGES.created },
            after: vod ?? null,
            entityId: vod?.id ?? null,
          };
        },
      }),
    /**
     * Two data service calls: the video details, then the offset. When the second fails after the
     * first changed the vod, the answer is PARTIALLY_APPLIED, saying the details were saved.
     */
    updateVod: (_, { id, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        versionFromJournal: true,
        inputErrors: vodInputErrors(input),
        requested: () => input,
        async perform(_before, progress) {
          const { elds } = context.apis;
          const vod = await elds.updateVodDetails({
            vodId: id,
            provider: input.provider,
            locale: input.locale,
            videoId: input.value.trim(),
          });
          const offset = offsetOf(input);
          if (offset === undefined || offset === vod.statsOffsetMillis) {
            return { ok: { vod, message: VOD_MESSAGES.updated }, after: vod };
          }
          progress.applied(VOD_MESSAGES.detailsSaved, vod);
          const withOffset = await elds
            .setVodFirstFrameTime({ vodId: id, firstFrameTimeMillis: offset })
            .catch((error: unknown) => {
              const reason = error instanceof Error ? error.message : String(error);
              throw new Error(VOD_MESSAGES.offsetNotSaved(reason));
            });
          return { ok: { vod: withOffset, message: VOD_MESSAGES.updated }, after: withOffset };
        },
      }),
    setVodOffset: (_, { id, gameTime, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        versionFromJournal: true,
        inputErrors: inputErrorsOf({ gameTime: validateGameTime(gameTime) }),
        requested: () => ({ gameTime }),
        async perform() {
          const vod = await context.apis.elds.setVodFirstFrameTime({
            vodId: id,
            firstFrameTimeMillis: parseGameTime(gameTime) ?? 0,
          });
          return { ok: { vod, message: VOD_MESSAGES.offsetSet }, after: vod };
        },
      }),
    deleteVods: (_, { ids, reason }, context, info) =>
      runMutation(context, info, {
        entityId: ids.length === 1 ? ids[0] : null,
        reason,
        inputErrors: inputErrorsOf({
          ids: ids.length === 0 ? 'Choose at least one VOD' : undefined,
        }),
        requested: () => ({ deleted: ids }),
        async perform() {
          await context.apis.elds.deleteVods(ids);
          return { ok: { vod: null, message: VOD_MESSAGES.deleted }, after: { deleted: ids } };
        },
      }),
  },
  Game: {
    vods: (game, _, { loaders }) => loaders.vodsByGame.load(game.id),
    vodStatus: (game, _, context) => vodStatusOf(context, game.id),
    povs: async (game, _, { loaders }) => (await loaders.povsByGame.load(game.id)).map(toPov),
  },
  Vod: {
    configField: (vod) => streamConfigField(vod.provider),
    statsOffset: (vod) =>
      vod.statsOffsetMillis === null ? null : formatGameTime(vod.statsOffsetMillis),
  },
};
