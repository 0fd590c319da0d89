import { isObjectType, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import type { PovDto } from '@esports-admin/schema/upstream/elds-vods';
import { describe, expect, it, vi } from 'vitest';
import { versionOf } from '../mutations/version';
import { buildGatewaySchema } from '../schema';
import { fakeContext } from '../upstreams/fakes';

/** `version` fields that are not a record's version. */
const NOT_RECORD_VERSIONS = new Set(['AppInfo']);

describe('versions of editable types', () => {
  it('answers every `version` field with the hash runMutation checks expectedVersion against', () => {
    const schema = buildGatewaySchema();
    const record = { id: 'r1', name: 'Record' };
    const versioned = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType =>
        isObjectType(type) && !NOT_RECORD_VERSIONS.has(type.name) && 'version' in type.getFields(),
    );
    expect(versioned.length).toBeGreaterThan(10);
    for (const type of versioned) {
      const resolve = type.getFields().version!.resolve;
      expect(resolve, type.name).toBeDefined();
      expect(resolve!(record, {}, undefined, {} as GraphQLResolveInfo), type.name).toBe(
        versionOf(record),
      );
    }
  });

  it("answers a game's povsVersion with the hash of its pov set as savePovs loads it", async () => {
    const povs: PovDto[] = [
      {
        id: 'pov-1',
        gameId: 'g1',
        side: 'blue',
        participant: 1,
        playerId: null,
        provider: 'twitch',
        locale: 'en-US',
        videoId: 'channel-1',
      },
    ];
    const getPovs = vi.fn((gameIds: readonly string[]) =>
      Promise.resolve(povs.filter((pov) => gameIds.includes(pov.gameId))),
    );
    const context = fakeContext({ apis: { elds: { getPovs } } });
    const game = buildGatewaySchema().getType('Game');
    if (!isObjectType(game)) throw new Error('Game is not an object type');
    const povsVersion = game.getFields().povsVersion!.resolve!;
    const info = {} as GraphQLResolveInfo;
    const versions = await Promise.all(
      ['g1', 'g2'].map((id) => povsVersion({ id }, {}, context, info) as Promise<string>),
    );
    expect(versions).toEqual([versionOf(povs), versionOf([])]);
    expect(getPovs).toHaveBeenCalledTimes(1);
  });
});
