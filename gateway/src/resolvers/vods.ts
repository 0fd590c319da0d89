import { streamConfigField } from '@esports-admin/schema/rules/stream';
import {
  formatGameTime,
  parseGameTime,
  validateGameTime,
  validateVodDraft,
  VOD_MESSAGES,
} from '@esports-admin/schema/rules/vod';
import { POV_MESSAGES, validatePovDrafts } from '@esports-admin/schema/rules/pov';
import type { VodDto } from '@esports-admin/schema/upstream/elds-media';
import type { PovDto } from '@esports-admin/schema/upstream/elds-vods';
import type {
  GameVodStatus,
  Pov,
  Resolvers,
  ResolversTypes,
  VodInput,
} from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError } from '../errors';

type VodResult = ResolversTypes['VodMutationResult'];
type PovResult = ResolversTypes['PovMutationResult'];

const toPov = (pov: PovDto): Pov => ({ ...pov, configField: streamConfigField(pov.provider) });

/** Availability and cache state of one game, both lists asked 10 games per call. */
async function vodStatusOf(context: GatewayContext, gameId: string): Promise<GameVodStatus> {
  const [available, cachedVods] = await Promise.all([
    context.loaders.vodAvailability.load(gameId),
    context.loaders.cachedVodsByGame.load(gameId),
  ]);
  return { gameId, available, cached: cachedVods.length > 0, cachedVodCount: cachedVods.length };
}

function refused(errors: Record<string, string | undefined>): VodResult | null {
  const inputErrors = Object.entries(errors).flatMap(([field, message]) =>
    message ? [{ field, message }] : [],
  );
  if (inputErrors.length === 0) return null;
  return {
    ok: null,
    error: {
      message: inputErrors.map((e) => e.message).join('; '),
      code: ErrorCode.BAD_USER_INPUT,
      inputErrors,
    },
  };
}

function refusedInput(input: VodInput): VodResult | null {
  return refused(validateVodDraft({ ...input, offset: input.offset ?? '' }));
}

/** The offset in milliseconds when one was typed; undefined keeps the stored one. */
function offsetOf(input: VodInput): number | undefined {
  const text = input.offset?.trim();
  return text ? (parseGameTime(text) ?? undefined) : undefined;
}

async function vodChange(
  context: GatewayContext,
  action: string,
  target: string | undefined,
  change: () => Promise<VodDto | null>,
  message: string,
): Promise<VodResult> {
  const who = context.user.username;
  try {
    const vod = await change();
    context.audit.record({ user: who, action, target: vod?.id ?? target, result: 'ok' });
    return { ok: { vod, message }, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.audit.record({ user: who, action, target, result: 'error', detail: error.message });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
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
    async savePovs(_, { gameId, povs }, context) {
      const refusal = refused(validatePovDrafts(povs));
      if (refusal) return refusal as PovResult;
      const who = context.user.username;
      try {
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
        context.audit.record({ user: who, action: 'savePovs', target: gameId, result: 'ok' });
        return { ok: { povs: saved.map(toPov), message: POV_MESSAGES.saved }, error: null };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        context.audit.record({
          user: who,
          action: 'savePovs',
          target: gameId,
          result: 'error',
          detail: error.message,
        });
        return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
      }
    },
    createVod: (_, { gameId, input }, context) =>
      refusedInput(input) ??
      vodChange(
        context,
        'createVod',
        gameId,
        async () => {
          const [vod] = await context.apis.elds.saveVods([
            {
              gameId,
              provider: input.provider,
              locale: input.locale,
              videoId: input.value.trim(),
              statsOffsetMillis: offsetOf(input) ?? null,
            },
          ]);
          return vod ?? null;
        },
        VOD_MESSAGES.created,
      ),
    updateVod: (_, { id, input }, context) =>
      refusedInput(input) ??
      vodChange(
        context,
        'updateVod',
        id,
        async () => {
          const { elds } = context.apis;
          const vod = await elds.updateVodDetails({
            vodId: id,
            provider: input.provider,
            locale: input.locale,
            videoId: input.value.trim(),
          });
          const offset = offsetOf(input);
          if (offset === undefined || offset === vod.statsOffsetMillis) return vod;
          return elds.setVodFirstFrameTime({ vodId: id, firstFrameTimeMillis: offset });
        },
        VOD_MESSAGES.updated,
      ),
    setVodOffset: (_, { id, gameTime }, context) =>
      refused({ gameTime: validateGameTime(gameTime) ?? undefined }) ??
      vodChange(
        context,
        'setVodOffset',
        id,
        () =>
          context.apis.elds.setVodFirstFrameTime({
            vodId: id,
            firstFrameTimeMillis: parseGameTime(gameTime) ?? 0,
          }),
        VOD_MESSAGES.offsetSet,
      ),
    deleteVods: (_, { ids }, context) =>
      refused({ ids: ids.length === 0 ? 'Choose at least one VOD' : undefined }) ??
      vodChange(
        context,
        'deleteVods',
        ids.join(','),
        async () => {
          await context.apis.elds.deleteVods(ids);
          return null;
        },
        VOD_MESSAGES.deleted,
      ),
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
