import { beforeAll, describe, expect, it } from 'vitest';
import {
  CRYSTAL_BALL_ADMIN_BASE_PATH,
  CRYSTAL_BALL_PICKS_BASE_PATH,
  PICKEM_ADMIN_BASE_PATH,
  type CrystalBallAnswerDto,
  type CrystalBallChoiceTierDto,
  type CrystalBallLocalizationDto,
  type CrystalBallPromptDto,
  type CrystalBallPromptPicksDto,
  type CrystalBallQuestionDto,
  type CrystalBallTierPicksDto,
  type PickemLeagueDto,
} from '@esports-admin/schema/upstream/pickem';
import { seededRandom } from '../../fixtures';
import { sandboxForTests } from '../../test-sandbox';
import { viewerPickPatterns } from './crystal-ball-fixtures';

const sandbox = sandboxForTests();

const admin = <Body>(method: string, path: string) =>
  sandbox.at(CRYSTAL_BALL_ADMIN_BASE_PATH)<Body>(method, path);
const picks = async <Body>(path: string) =>
  (await sandbox.at(CRYSTAL_BALL_PICKS_BASE_PATH)<Body>('GET', path)).body;

/** The active tournaments of the seeded pick'em leagues, with their crystal-ball prompts. */
let seeded: { tournamentId: string; prompts: CrystalBallPromptDto[] }[] = [];

beforeAll(async () => {
  const leagues = await sandbox.at(PICKEM_ADMIN_BASE_PATH)<PickemLeagueDto[]>('GET', '/leagues');
  const ids = [...new Set(leagues.body.flatMap((l) => l.activeEldsTournamentId ?? []))];
  for (const tournamentId of ids) {
    const prompts = await admin<CrystalBallPromptDto[]>(
      'GET',
      `/prompts?eldsTournamentId=${tournamentId}`,
    );
    seeded.push({ tournamentId, prompts: prompts.body });
  }
  seeded = seeded.filter((t) => t.prompts.length > 0);
});

describe('crystal-ball fixtures', () => {
  it('seeds prompts in both states with 3–8 choices, team choices, tiers and some answers', async () => {
    expect(seeded.length).toBeGreaterThan(0);
    const prompts = seeded.flatMap((t) => t.prompts);
    expect(new Set(prompts.map((p) => p.state))).toEqual(new Set(['draft', 'certified']));
    for (const prompt of prompts) {
      expect(prompt.choices.length).toBeGreaterThanOrEqual(3);
      expect(prompt.choices.length).toBeLessThanOrEqual(8);
    }
    expect(prompts.some((p) => p.choices.some((c) => c.eldsTeamId && !c.eldsPlayerId))).toBe(true);
    const { tournamentId } = seeded[0]!;
    const tiers = await admin<CrystalBallChoiceTierDto[]>(
      'GET',
      `/choice-tiers?eldsTournamentId=${tournamentId}`,
    );
    expect(new Set(tiers.body.map((t) => t.name))).toEqual(
      new Set(['Favourite', 'Contender', 'Long shot']),
    );
    const answers = await admin<CrystalBallAnswerDto[]>(
      'GET',
      `/answers?eldsTournamentId=${tournamentId}`,
    );
    const certified = seeded[0]!.prompts.filter((p) => p.state === 'certified');
    expect(answers.body.length).toBeGreaterThan(0);
    expect(answers.body.length).toBeLessThan(certified.length);
  });

  it('seeds localizations of questions in a few locales, with gaps', async () => {
    const questions = await admin<CrystalBallQuestionDto[]>(
      'GET',
      `/questions?eldsTournamentId=${seeded[0]!.tournamentId}`,
    );
    const keys = questions.body.map((q) => `key=${q.localizationKey}`).join('&');
    const entries = (await admin<CrystalBallLocalizationDto[]>('GET', `/localizations?${keys}`))
      .body;
    const locales = new Set(entries.map((e) => e.locale));
    expect(locales.size).toBeGreaterThanOrEqual(4);
    const perKey = questions.body.map((q) => entries.filter((e) => e.key === q.localizationKey));
    expect(perKey.every((list) => list.some((e) => e.locale === 'en_US'))).toBe(true);
    expect(perKey.some((list) => list.length < locales.size)).toBe(true);
  });
});

describe('crystal-ball-picks', () => {
  it('counts viewers per prompt and per choice, on drafts and certified prompts alike', async () => {
    const { tournamentId, prompts } = seeded[0]!;
    const counts = await picks<CrystalBallPromptPicksDto[]>(`/tournament/${tournamentId}/prompts`);
    expect(counts.map((c) => c.promptId)).toEqual(prompts.map((p) => p.id));
    for (const prompt of prompts) {
      const count = counts.find((c) => c.promptId === prompt.id)!;
      expect(count.choices.map((c) => c.choiceId)).toEqual(prompt.choices.map((c) => c.id));
      const picked = count.choices.reduce((sum, c) => sum + c.viewers, 0);
      expect(count.viewers).toBeGreaterThanOrEqual(prompt.state === 'draft' ? 1_000 : 2_000);
      // Every viewer picks exactly picksPerViewer different choices.
      expect(picked).toBe(count.viewers * prompt.picksPerViewer);
      const sorted = count.choices.map((c) => c.viewers).sort((a, b) => b - a);
      expect(sorted[0]!).toBeGreaterThan(1.5 * sorted.at(-1)!);
    }
  });

  it('counts viewers per tier once each, and answers 404 for an unknown prompt', async () => {
    const prompt = seeded.flatMap((t) => t.prompts).find((p) => p.state === 'certified')!;
    const counts = await picks<CrystalBallPromptPicksDto[]>(
      `/tournament/${prompt.eldsTournamentId}/prompts`,
    );
    const byChoice = counts.find((c) => c.promptId === prompt.id)!;
    const tiers = await picks<CrystalBallTierPicksDto[]>(`/${prompt.id}/choiceTiers`);
    expect(tiers).toHaveLength(3);
    for (const tier of tiers) {
      const own = prompt.choices.filter((c) => c.tierId === tier.tierId).map((c) => c.id);
      const choiceSum = byChoice.choices
        .filter((c) => own.includes(c.choiceId))
        .reduce((sum, c) => sum + c.viewers, 0);
      expect(tier.viewers).toBeLessThanOrEqual(byChoice.viewers);
      if (prompt.picksPerViewer === 1) expect(tier.viewers).toBe(choiceSum);
      else expect(tier.viewers).toBeLessThanOrEqual(choiceSum);
    }
    const unknown = await sandbox.at(CRYSTAL_BALL_PICKS_BASE_PATH)('GET', '/no-such/choiceTiers');
    expect(unknown.status).toBe(404);
    expect(await picks(`/tournament/no-such-tournament/prompts`)).toEqual([]);
  });

  it('refuses deleting a picked prompt, a picked choice and the tier of a picked choice', async () => {
    const prompt = seeded.flatMap((t) => t.prompts).find((p) => p.state === 'certified')!;
    const choice = prompt.choices[0]!;
    const refusals = [
      await admin('DELETE', `/prompts/${prompt.id}`),
      await admin('DELETE', `/choices/${choice.id}`),
      await admin('DELETE', `/choice-tiers/${choice.tierId}`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect((refusal.body as { message: string }).message).toMatch(/picks|picked/);
    }
    expect((await admin('GET', `/prompts/${prompt.id}`)).status).toBe(200);
  });
});

describe('viewerPickPatterns', () => {
  it('groups viewers by the choices they picked, each picking the asked number', () => {
    const patterns = viewerPickPatterns(['a', 'b', 'c', 'd'], 2, 5_000, seededRandom(7));
    expect(patterns.reduce((sum, p) => sum + p.viewers, 0)).toBe(5_000);
    for (const p of patterns) expect(new Set(p.choiceIds).size).toBe(2);
    expect(new Set(patterns.map((p) => p.choiceIds.join())).size).toBe(patterns.length);
    expect(viewerPickPatterns(['a', 'b', 'c'], 1, 100, seededRandom(7))).toEqual(
      viewerPickPatterns(['a', 'b', 'c'], 1, 100, seededRandom(7)),
    );
  });
});
