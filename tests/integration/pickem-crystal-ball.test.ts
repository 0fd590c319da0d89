import { LOCALIZATION_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import {
  CRYSTAL_BALL_MESSAGES,
  PICKEM_REWARD_MESSAGES,
} from '@esports-admin/schema/rules/pickem-crystal-ball';
import {
  CRYSTAL_BALL_PICKS_BASE_PATH,
  type CrystalBallPromptPicksDto,
} from '@esports-admin/schema/upstream/pickem';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  CrystalBallAssignScoringDocument,
  CrystalBallCertifyDocument,
  CrystalBallCreateChoiceDocument,
  CrystalBallCreatePromptDocument,
  CrystalBallCreateQuestionDocument,
  CrystalBallCreateRewardDocument,
  CrystalBallCreateScoringConfigDocument,
  CrystalBallCreateTierDocument,
  CrystalBallDeleteChoiceDocument,
  CrystalBallDeleteRewardDocument,
  CrystalBallLeaguesDocument,
  CrystalBallLocalizationsDocument,
  CrystalBallPromptStatesDocument,
  CrystalBallRewardsAndScoringDocument,
  CrystalBallSaveLocalizationDocument,
  CrystalBallTournamentDocument,
  CrystalBallUnassignScoringDocument,
  CrystalBallUpdateTierDocument,
} from '../__generated__/graphql';

let stack: Stack;
let tournamentId: string;
const rewards = { as: SANDBOX_USERS.rewards };

const asRewards = <T, V extends object>(document: TypedDocumentNode<T, V>, variables: V) =>
  stack.data(document, variables, rewards);

const pickemCalls = async (pathPart: string) =>
  (await stack.upstream.requests()).requests.filter(
    (r) => r.method === 'GET' && r.path.includes(pathPart),
  );

/** A draft prompt with two tiers and `choices` tiered choices, ready to certify when ≥ 2. */
async function draftPrompt(text: string, choices: number) {
  const { createCrystalBallQuestion } = await asRewards(CrystalBallCreateQuestionDocument, {
    input: { eldsTournamentId: tournamentId, text },
  });
  const { createCrystalBallPrompt } = await asRewards(CrystalBallCreatePromptDocument, {
    input: {
      eldsTournamentId: tournamentId,
      questionId: createCrystalBallQuestion.ok!.question.id,
      locksAt: '2030-01-01T00:00:00.000Z',
      picksPerViewer: 1,
    },
  });
  const prompt = createCrystalBallPrompt.ok!.prompt;
  const { createCrystalBallChoiceTier } = await asRewards(CrystalBallCreateTierDocument, {
    input: { promptId: prompt.id, name: 'Favourite', points: 10 },
  });
  const tier = createCrystalBallChoiceTier.ok!.tier;
  for (let i = 0; i < choices; i++) {
    const { createCrystalBallChoice } = await asRewards(CrystalBallCreateChoiceDocument, {
      input: { promptId: prompt.id, label: `Option ${i + 1}`, tierId: tier.id },
    });
    expect(createCrystalBallChoice.error).toBeNull();
  }
  return { prompt, tier };
}

const promptStates = async () =>
  (await asRewards(CrystalBallPromptStatesDocument, { eldsTournamentId: tournamentId }))
    .pickemTournament!.crystalBallPrompts;

describe("pick'em crystal ball, rewards and scoring", () => {
  beforeAll(async () => {
    stack = await startStack();
    const { pickemLeagues } = await asRewards(CrystalBallLeaguesDocument, { sport: 'lol' });
    tournamentId = pickemLeagues.find(
      (league) => league.activeEldsTournamentId,
    )!.activeEldsTournamentId!;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('certifies a prompt, then refuses a change to its choices and tiers with CONFLICT', async () => {
    const { prompt, tier } = await draftPrompt('Who lifts the trophy?', 2);
    const { certifyCrystalBallPrompts } = await asRewards(CrystalBallCertifyDocument, {
      promptIds: [prompt.id],
    });
    expect(certifyCrystalBallPrompts.ok).toMatchObject({
      prompts: [{ id: prompt.id, state: 'certified' }],
      message: CRYSTAL_BALL_MESSAGES.promptsCertified(1),
    });

    const { createCrystalBallChoice } = await asRewards(CrystalBallCreateChoiceDocument, {
      input: { promptId: prompt.id, label: 'Late entry', tierId: tier.id },
    });
    expect(createCrystalBallChoice.ok).toBeNull();
    expect(createCrystalBallChoice.error).toMatchObject({ code: 'CONFLICT' });
    expect(createCrystalBallChoice.error!.message).toMatch(/^409 - .*certified/);

    const { updateCrystalBallChoiceTier } = await asRewards(CrystalBallUpdateTierDocument, {
      id: tier.id,
      input: { promptId: prompt.id, name: 'Favourite', points: 99 },
    });
    expect(updateCrystalBallChoiceTier.error).toMatchObject({ code: 'CONFLICT' });
    expect(updateCrystalBallChoiceTier.error!.message).toMatch(/certified/);
  });

  it('certifies all or nothing: one prompt with a single choice leaves the other draft', async () => {
    const ready = await draftPrompt('Which region wins?', 3);
    const lacking = await draftPrompt('Who gets first blood?', 1);
    const { certifyCrystalBallPrompts } = await asRewards(CrystalBallCertifyDocument, {
      promptIds: [ready.prompt.id, lacking.prompt.id],
    });
    expect(certifyCrystalBallPrompts.ok).toBeNull();
    expect(certifyCrystalBallPrompts.error).toMatchObject({ code: 'CONFLICT' });
    expect(certifyCrystalBallPrompts.error!.message).toContain(lacking.prompt.id);
    const states = new Map((await promptStates()).map((p) => [p.id, p.state]));
    expect(states.get(ready.prompt.id)).toBe('draft');
    expect(states.get(lacking.prompt.id)).toBe('draft');
  });

  it("refuses to delete a choice viewers picked, with the service's message", async () => {
    const { pickemTournament } = await asRewards(CrystalBallTournamentDocument, {
      eldsTournamentId: tournamentId,
    });
    const picked = pickemTournament!.crystalBallPrompts
      .flatMap((p) => p.distribution.choices)
      .find((c) => c.viewers > 0)!;
    expect(picked).toBeDefined();
    const { deleteCrystalBallChoice } = await asRewards(CrystalBallDeleteChoiceDocument, {
      id: picked.choiceId,
      reason: 'duplicate option',
    });
    expect(deleteCrystalBallChoice).toEqual({
      ok: null,
      error: {
        code: 'CONFLICT',
        message: `409 - Choice ${picked.choiceId} has viewers' picks and cannot be deleted`,
      },
    });
  });

  it("counts each answered prompt's points from the service's raw picks, independently", async () => {
    const { pickemTournament } = await asRewards(CrystalBallTournamentDocument, {
      eldsTournamentId: tournamentId,
    });
    const token = await stack.tokenFor(SANDBOX_USERS.rewards);
    const response = await fetch(
      `${stack.sandboxUrl}${CRYSTAL_BALL_PICKS_BASE_PATH}/tournament/${tournamentId}/prompts`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const raw = (await response.json()) as CrystalBallPromptPicksDto[];
    const answered = pickemTournament!.crystalBallPrompts.filter(
      (p) => p.answer && p.picksPerViewer === 1,
    );
    expect(answered.length).toBeGreaterThan(0);
    for (const prompt of answered) {
      const picks = raw.find((r) => r.promptId === prompt.id)!;
      const right = new Set(prompt.answer!.choiceIds);
      const tierPoints = new Map(prompt.tiers.map((t) => [t.id, t.points]));
      const expected = new Map<number, number>();
      let rightViewers = 0;
      for (const choice of prompt.choices.filter((c) => right.has(c.id))) {
        const viewers = picks.choices.find((c) => c.choiceId === choice.id)?.viewers ?? 0;
        const points = tierPoints.get(choice.tierId!) ?? 0;
        expected.set(points, (expected.get(points) ?? 0) + viewers);
        rightViewers += viewers;
      }
      expected.set(0, (expected.get(0) ?? 0) + picks.viewers - rightViewers);
      const rows = [...expected]
        .filter(([, viewers]) => viewers > 0)
        .sort(([a], [b]) => b - a)
        .map(([points, viewers]) => ({ points, viewers }));
      expect(prompt.distribution.points, prompt.id).toEqual(rows);
      expect(prompt.distribution.viewers).toBe(picks.viewers);
      expect(prompt.distribution.points.reduce((sum, r) => sum + r.viewers, 0)).toBe(picks.viewers);
      expect(picks.viewers).toBeGreaterThan(1000);
    }
  });

  it('reads more than 50 localization keys in batches of 50 (counting the calls)', async () => {
    const keyCount = async () => {
      const { pickemTournament } = await asRewards(CrystalBallLocalizationsDocument, {
        eldsTournamentId: tournamentId,
      });
      const t = pickemTournament!;
      return t.crystalBallQuestions.length + t.crystalBallPrompts.flatMap((p) => p.choices).length;
    };
    const wanted = LOCALIZATION_BATCH_LIMIT + 20;
    for (let extra = await keyCount(); extra <= wanted; extra++) {
      await asRewards(CrystalBallCreateQuestionDocument, {
        input: { eldsTournamentId: tournamentId, text: `Extra question ${extra}` },
      });
    }
    await stack.upstream.resetRequests();
    const keys = await keyCount();
    const calls = await pickemCalls('/crystal-ball-admin/v2/localizations');
    expect(keys).toBeGreaterThan(LOCALIZATION_BATCH_LIMIT + 20);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls).toHaveLength(Math.ceil(keys / LOCALIZATION_BATCH_LIMIT));
  });

  it("saves a key's texts and refuses a stale version", async () => {
    const { createCrystalBallQuestion } = await asRewards(CrystalBallCreateQuestionDocument, {
      input: { eldsTournamentId: tournamentId, text: 'Who wins the final?' },
    });
    const key = createCrystalBallQuestion.ok!.question.localizationKey;
    const first = await asRewards(CrystalBallSaveLocalizationDocument, {
      key,
      texts: [{ locale: 'fr_FR', text: 'Qui gagne la finale ?' }],
    });
    expect(first.saveCrystalBallLocalization.ok!.localization.texts).toEqual([
      { locale: 'en_US', text: 'Who wins the final?' },
      { locale: 'fr_FR', text: 'Qui gagne la finale ?' },
    ]);
    const read = first.saveCrystalBallLocalization.ok!.localization.version;
    await asRewards(CrystalBallSaveLocalizationDocument, {
      key,
      texts: [{ locale: 'de_DE', text: 'Wer gewinnt das Finale?' }],
      expectedVersion: read,
    });
    const stale = await asRewards(CrystalBallSaveLocalizationDocument, {
      key,
      texts: [{ locale: 'es_ES', text: '¿Quién gana la final?' }],
      expectedVersion: read,
    });
    expect(stale.saveCrystalBallLocalization.error).toMatchObject({ code: 'CONFLICT' });
    const refused = await asRewards(CrystalBallSaveLocalizationDocument, {
      key,
      texts: [{ locale: 'en_US', text: 'Who wins?' }],
    });
    expect(refused.saveCrystalBallLocalization.error!.inputErrors).toEqual([
      { field: 'texts.0.locale', message: CRYSTAL_BALL_MESSAGES.defaultLocaleIsRecord },
    ]);
  });

  it('refuses a threshold outside its criterion and the deletion of a granted reward', async () => {
    const bad = await asRewards(CrystalBallCreateRewardDocument, {
      input: { eldsTournamentId: tournamentId, name: 'Top', criterion: 'topPercent', threshold: 0 },
    });
    expect(bad.createPickemReward.error!.inputErrors).toEqual([
      { field: 'threshold', message: PICKEM_REWARD_MESSAGES.topPercent },
    ]);
    const created = await asRewards(CrystalBallCreateRewardDocument, {
      input: {
        eldsTournamentId: tournamentId,
        name: 'Top 5%',
        criterion: 'topPercent',
        threshold: 5,
      },
    });
    const id = created.createPickemReward.ok!.reward.id;
    const deleted = await asRewards(CrystalBallDeleteRewardDocument, {
      id,
      eldsTournamentId: tournamentId,
      reason: 'made by mistake',
    });
    expect(deleted.deletePickemReward.ok).toEqual({
      id,
      message: CRYSTAL_BALL_MESSAGES.rewardDeleted,
    });

    // The fixtures grant one reward of the first pick'em tournament.
    const { pickemLeagues } = await asRewards(CrystalBallLeaguesDocument, { sport: 'lol' });
    for (const { activeEldsTournamentId } of pickemLeagues) {
      if (!activeEldsTournamentId) continue;
      const { pickemTournament } = await asRewards(CrystalBallRewardsAndScoringDocument, {
        eldsTournamentId: activeEldsTournamentId,
      });
      const granted = pickemTournament!.rewards.find((r) => r.grantedAt);
      if (!granted) continue;
      const refused = await asRewards(CrystalBallDeleteRewardDocument, {
        id: granted.id,
        eldsTournamentId: activeEldsTournamentId,
        reason: 'cleanup',
      });
      expect(refused.deletePickemReward.error).toMatchObject({ code: 'CONFLICT' });
      expect(refused.deletePickemReward.error!.message).toContain('granted');
      return;
    }
    throw new Error('no granted reward in the fixtures');
  });

  it("assigns a new scoring configuration to a tournament's section and unassigns it", async () => {
    const { createScoringConfig } = await asRewards(CrystalBallCreateScoringConfigDocument, {
      input: { name: 'Knockout double', pointsPerCorrectPick: 20, perfectBlockBonus: 50 },
    });
    const config = createScoringConfig.ok!.scoringConfig;
    const read = await asRewards(CrystalBallRewardsAndScoringDocument, {
      eldsTournamentId: tournamentId,
    });
    expect(read.scoringConfigs.map((c) => c.id)).toContain(config.id);
    const [first] = read.pickemTournament!.scoringSections;
    expect(first!.stageName).not.toBe('');
    const sectionId = first!.section.id;
    const { assignScoringConfig } = await asRewards(CrystalBallAssignScoringDocument, {
      eldsSectionId: sectionId,
      scoringConfigId: config.id,
      expectedVersion: first!.scoring.version,
    });
    expect(assignScoringConfig.ok!.sectionScoring).toMatchObject({
      eldsSectionId: sectionId,
      scoringConfigId: config.id,
      scoringConfig: { name: 'Knockout double' },
    });
    const stale = await asRewards(CrystalBallUnassignScoringDocument, {
      eldsSectionId: sectionId,
      expectedVersion: first!.scoring.version,
      reason: 'wrong config',
    });
    expect(stale.unassignScoringConfig.error).toMatchObject({ code: 'CONFLICT' });
    const done = await asRewards(CrystalBallUnassignScoringDocument, {
      eldsSectionId: sectionId,
      expectedVersion: assignScoringConfig.ok!.sectionScoring.version,
      reason: 'wrong config',
    });
    expect(done.unassignScoringConfig.ok!.sectionScoring.scoringConfigId).toBeNull();
  });

  it('lets the viewer read crystal ball but not change it; the competition operator neither', async () => {
    const read = await stack.gql(
      CrystalBallPromptStatesDocument,
      { eldsTournamentId: tournamentId },
      { as: SANDBOX_USERS.viewer },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.pickemTournament!.crystalBallPrompts.length).toBeGreaterThan(0);
    for (const as of [SANDBOX_USERS.viewer, SANDBOX_USERS.competition]) {
      const write = await stack.gql(
        CrystalBallCreateQuestionDocument,
        { input: { eldsTournamentId: tournamentId, text: 'Not allowed' } },
        { as },
      );
      expect(write.errors?.[0]?.extensions?.code, as).toBe('FORBIDDEN');
    }
    const competitionRead = await stack.gql(
      CrystalBallPromptStatesDocument,
      { eldsTournamentId: tournamentId },
      { as: SANDBOX_USERS.competition },
    );
    expect(competitionRead.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
