import {
  CRYSTAL_BALL_MESSAGES,
  PICKEM_REWARD_MESSAGES,
} from '@esports-admin/schema/rules/pickem-crystal-ball';
import type {
  CrystalBallAnswerDto,
  CrystalBallChoiceDto,
  CrystalBallLocalizationDto,
  PickemRewardDto,
} from '@esports-admin/schema/upstream/pickem';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../../errors';
import { versionOf } from '../../mutations/version';
import { buildGatewaySchema } from '../../schema';
import { fakeContext } from '../../upstreams/fakes';
import { crystalBallMutationResolvers } from './Mutation';
import { rewardsScoringMutationResolvers } from './rewards-scoring';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

const schema = buildGatewaySchema();
const infoFor = (fieldName: string) =>
  ({
    schema,
    parentType: schema.getType('Mutation') as GraphQLObjectType,
    fieldName,
  }) as unknown as GraphQLResolveInfo;
const resolvers = { ...crystalBallMutationResolvers, ...rewardsScoringMutationResolvers };
const call = (name: Extract<keyof typeof resolvers, string>, args: unknown, context: unknown) =>
  (resolvers[name] as AnyResolver)({}, args, context, infoFor(name));

/** A fake crystal-ball resource whose calls the test sets. */
const resource = <Dto>(found: Dto | null = null) => ({
  list: vi.fn(),
  get: vi.fn(() => Promise.resolve(found)),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(() => Promise.resolve(null)),
});

const choice: CrystalBallChoiceDto = {
  id: 'c1',
  promptId: 'p1',
  label: 'T1',
  eldsTeamId: 't1',
  eldsPlayerId: null,
  tierId: 'tier-1',
  updatedAt: 1,
};

const conflict = (message: string) =>
  new UpstreamError(`409 - ${message}`, 'CONFLICT', 'pickem', 409);

describe('crystal-ball mutations', () => {
  it("answers the service's refusal of a picked choice's deletion as CONFLICT with its message", async () => {
    const crystalBallChoices = resource(choice);
    crystalBallChoices.remove.mockRejectedValue(
      conflict("Choice c1 has viewers' picks and cannot be deleted"),
    );
    const context = fakeContext({ apis: { pickem: { crystalBallChoices } } });
    expect(
      await call('deleteCrystalBallChoice', { id: 'c1', reason: 'typo' }, context),
    ).toMatchObject({
      ok: null,
      error: {
        code: 'CONFLICT',
        message: "409 - Choice c1 has viewers' picks and cannot be deleted",
      },
    });
  });

  it('sends the choice whole, trimmed, with absent links as null', async () => {
    const crystalBallChoices = resource(choice);
    crystalBallChoices.update.mockResolvedValue({ ...choice, label: 'T1 Esports' });
    const context = fakeContext({ apis: { pickem: { crystalBallChoices } } });
    const input = { promptId: 'p1', label: ' T1 Esports ', eldsTeamId: 't1' };
    const answer = await call(
      'updateCrystalBallChoice',
      { id: 'c1', input, expectedVersion: versionOf(choice) },
      context,
    );
    expect(answer).toMatchObject({ ok: { message: CRYSTAL_BALL_MESSAGES.choiceSaved } });
    expect(crystalBallChoices.update).toHaveBeenCalledWith('c1', {
      promptId: 'p1',
      label: 'T1 Esports',
      eldsTeamId: 't1',
      eldsPlayerId: null,
      tierId: null,
    });
  });

  it('answers NOT_FOUND for an unknown question without deleting anything', async () => {
    const crystalBallQuestions = resource(null);
    const context = fakeContext({ apis: { pickem: { crystalBallQuestions } } });
    expect(await call('deleteCrystalBallQuestion', { id: 'q9' }, context)).toMatchObject({
      error: { code: 'NOT_FOUND', message: CRYSTAL_BALL_MESSAGES.unknownRecord('Question', 'q9') },
    });
    expect(crystalBallQuestions.remove).not.toHaveBeenCalled();
  });

  it('passes certify all-or-nothing refusals through with the service message', async () => {
    const certifyPrompts = vi.fn().mockRejectedValue(conflict('Prompt p2 is already certified'));
    const context = fakeContext({ apis: { pickem: { certifyPrompts } } });
    expect(
      await call('certifyCrystalBallPrompts', { promptIds: ['p1', 'p2'] }, context),
    ).toMatchObject({
      ok: null,
      error: { code: 'CONFLICT', message: '409 - Prompt p2 is already certified' },
    });
    expect(certifyPrompts).toHaveBeenCalledWith(['p1', 'p2']);
  });

  it('creates the answer of a prompt without one and updates an existing one', async () => {
    const crystalBallAnswers = resource<CrystalBallAnswerDto>();
    const saved = { id: 'a1', promptId: 'p1', choiceIds: ['c1'], updatedAt: 2 };
    crystalBallAnswers.list.mockResolvedValueOnce([]).mockResolvedValueOnce([saved]);
    crystalBallAnswers.create.mockResolvedValue(saved);
    crystalBallAnswers.update.mockResolvedValue({ ...saved, choiceIds: ['c2'] });
    const context = fakeContext({ apis: { pickem: { crystalBallAnswers } } });
    await call('setCrystalBallAnswer', { promptId: 'p1', choiceIds: ['c1'] }, context);
    await call('setCrystalBallAnswer', { promptId: 'p1', choiceIds: ['c2'] }, context);
    expect(crystalBallAnswers.create).toHaveBeenCalledWith({ promptId: 'p1', choiceIds: ['c1'] });
    expect(crystalBallAnswers.update).toHaveBeenCalledWith('a1', {
      promptId: 'p1',
      choiceIds: ['c2'],
    });
  });

  it('saves a localization key and answers its texts as stored', async () => {
    const stored: CrystalBallLocalizationDto[] = [
      { key: 'crystal-ball.choice.c1', locale: 'en_US', text: 'T1' },
      { key: 'crystal-ball.choice.c1', locale: 'fr_FR', text: 'T1 (fr)' },
    ];
    const saveCrystalBallLocalization = vi.fn().mockResolvedValue(stored);
    const getCrystalBallLocalizations = vi.fn().mockResolvedValue(stored.slice(0, 1));
    const context = fakeContext({
      apis: { pickem: { saveCrystalBallLocalization, getCrystalBallLocalizations } },
    });
    const answer = await call(
      'saveCrystalBallLocalization',
      { key: 'crystal-ball.choice.c1', texts: [{ locale: 'fr_FR', text: ' T1 (fr) ' }] },
      context,
    );
    expect(answer).toMatchObject({
      ok: {
        localization: {
          key: 'crystal-ball.choice.c1',
          texts: stored.map(({ locale, text }) => ({ locale, text })),
        },
      },
    });
    expect(saveCrystalBallLocalization).toHaveBeenCalledWith({
      key: 'crystal-ball.choice.c1',
      texts: [{ locale: 'fr_FR', text: 'T1 (fr)' }],
    });
  });
});

describe('reward and scoring mutations', () => {
  const reward: PickemRewardDto = {
    id: 'r1',
    eldsTournamentId: 't1',
    name: 'Top fans',
    criterion: 'topPercent',
    threshold: 10,
    inventoryItemId: null,
    grantedAt: '2026-11-20T10:00:00Z',
    updatedAt: 1,
  };

  it('refuses a threshold outside its criterion before calling the service', async () => {
    const createPickemReward = vi.fn();
    const context = fakeContext({ apis: { pickem: { createPickemReward } } });
    const input = { eldsTournamentId: 't1', name: 'Top', criterion: 'topPercent', threshold: 101 };
    expect(await call('createPickemReward', { input }, context)).toMatchObject({
      error: {
        code: 'BAD_USER_INPUT',
        inputErrors: [{ field: 'threshold', message: PICKEM_REWARD_MESSAGES.topPercent }],
      },
    });
    expect(createPickemReward).not.toHaveBeenCalled();
  });

  it("answers the refused deletion of a granted reward with the service's message", async () => {
    const getPickemRewards = vi.fn().mockResolvedValue([reward]);
    const deletePickemReward = vi
      .fn()
      .mockRejectedValue(
        conflict('Reward r1 was granted at 2026-11-20T10:00:00Z and cannot be deleted'),
      );
    const context = fakeContext({ apis: { pickem: { getPickemRewards, deletePickemReward } } });
    expect(
      await call('deletePickemReward', { id: 'r1', eldsTournamentId: 't1', reason: 'x' }, context),
    ).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: '409 - Reward r1 was granted at 2026-11-20T10:00:00Z and cannot be deleted',
      },
    });
  });

  it("unassigns a section's configuration and answers it unassigned", async () => {
    const assigned = { eldsSectionId: 's1', scoringConfigId: 'cfg1', updatedAt: 5 };
    const getSectionScoring = vi.fn().mockResolvedValue(assigned);
    const unassignScoringConfig = vi.fn().mockResolvedValue(null);
    const context = fakeContext({ apis: { pickem: { getSectionScoring, unassignScoringConfig } } });
    const done = await call(
      'unassignScoringConfig',
      { eldsSectionId: 's1', expectedVersion: versionOf(assigned), reason: 'wrong config' },
      context,
    );
    expect(done).toMatchObject({
      ok: { sectionScoring: { eldsSectionId: 's1', scoringConfigId: null } },
    });
    expect(unassignScoringConfig).toHaveBeenCalledTimes(1);
  });
});
