/**
 * Crystal-ball seed data for every tournament pick'em has: questions, prompts in both states with
 * 3–8 choices (team questions offer the tournament's seeded teams, the MVP question its players),
 * tiers, answers on some certified prompts, localizations in a few locales with gaps, and
 * thousands of viewers' picks per prompt (drafts too: viewers pick while staff review), skewed
 * towards the favourites.
 */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { pick, seededRandom, type FixtureSet, type Random } from '../../fixtures';
import type { SqlClient } from '../../store';
import { playersOfTeams } from '../elds/players';
import { listTeams, TBD_TEAM } from '../elds/teams';
import { loadTournament } from '../elds/tournament-store';
import {
  certifyPrompts,
  createAnswer,
  createChoice,
  createPrompt,
  createQuestion,
  createTier,
} from './crystal-ball';
import { choiceKey, saveLocalization } from './crystal-ball-localizations';
import { savePickPatterns, type PickPattern } from './crystal-ball-store';
import { pickemTournamentIds } from './leagues';

/** Seeds the drafts' picks apart from the main stream. */
const DRAFT_PICKS_SEED = 7_100;

const DAY_MS = 86_400_000;

/** "Prediction" per locale: seeded translations read as "<word>: <English text>". */
const LOCALES: Record<string, string> = {
  de_DE: 'Vorhersage',
  fr_FR: 'Prédiction',
  es_ES: 'Predicción',
  ko_KR: '예측',
  pt_BR: 'Previsão',
};

interface Option {
  label: string;
  eldsTeamId: string | null;
  eldsPlayerId: string | null;
}

const TIERS: [name: string, points: number][] = [
  ['Favourite', 10],
  ['Contender', 25],
  ['Long shot', 50],
];

const STATS = ['Most kills in a game', 'Most first bloods', 'Highest damage share', 'Most assists'];
const LENGTHS = ['Under 25 minutes', '25–30 minutes', '30–35 minutes', '35–40 minutes', 'Over 40'];

/** The questions of a tournament and the options each offers. */
function questionsOf(name: string, teams: Option[], players: Option[], random: Random) {
  const take = (options: Option[], count: number) => options.slice(0, count);
  const plain = (labels: string[]) =>
    labels.map((label) => ({ label, eldsTeamId: null, eldsPlayerId: null }));
  return [
    { text: `Who will win ${name}?`, picks: 1, options: take(teams, 8) },
    { text: 'Which teams will reach the final?', picks: 2, options: take(teams, 6) },
    {
      text: `Who will be the MVP of ${name}?`,
      picks: 1,
      options: take(players, 3 + Math.floor(random() * 6)),
    },
    { text: 'How long will the longest game last?', picks: 1, options: plain(LENGTHS) },
    { text: 'Which stat will the champion lead?', picks: 1, options: plain(STATS) },
  ].filter((question) => question.options.length >= 3);
}

/** Weights falling off like a power law over a seeded order: a few favourites, a long tail. */
function skewedWeights(count: number, random: Random): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const weights = new Array<number>(count);
  order.forEach((choice, rank) => (weights[choice] = 1 / (rank + 1) ** 1.4));
  return weights;
}

/** Viewers pick `perViewer` different choices each, weighted; grouped by identical picks. */
export function viewerPickPatterns(
  choiceIds: readonly string[],
  perViewer: number,
  viewers: number,
  random: Random,
): PickPattern[] {
  const weights = skewedWeights(choiceIds.length, random);
  const patterns = new Map<string, PickPattern>();
  for (let v = 0; v < viewers; v++) {
    const left = choiceIds.map((id, i) => ({ id, weight: weights[i]! }));
    const picked: string[] = [];
    while (picked.length < perViewer && left.length > 0) {
      let roll = random() * left.reduce((sum, c) => sum + c.weight, 0);
      const at = left.findIndex((c) => (roll -= c.weight) <= 0);
      const [chosen] = left.splice(at < 0 ? left.length - 1 : at, 1);
      picked.push(chosen!.id);
    }
    picked.sort();
    const key = picked.join(',');
    const pattern = patterns.get(key) ?? { choiceIds: picked, viewers: 0 };
    pattern.viewers += 1;
    patterns.set(key, pattern);
  }
  return [...patterns.values()];
}

async function translate(db: SqlClient, random: Random, key: string, english: string) {
  const texts = Object.entries(LOCALES)
    .filter(() => random() < 0.7)
    .map(([locale, word]) => ({ locale, text: `${word}: ${english}` }));
  if (texts.length > 0) await saveLocalization(db, { key, texts });
}

async function optionsOf(db: SqlClient, eldsTournamentId: string) {
  const { tournament, matches } = await loadTournament(db, eldsTournamentId);
  const teamIds = new Set<string>();
  for (const entry of tournament.seeding.entries) if (entry.teamId) teamIds.add(entry.teamId);
  for (const match of matches) for (const id of [match.teamOne, match.teamTwo]) teamIds.add(id);
  teamIds.delete(TBD_TEAM.id);
  const teams = teamIds.size > 0 ? await listTeams(db, { teamIds: [...teamIds] }) : [];
  const players = await playersOfTeams(
    db,
    teams.map((team) => team.id),
  );
  return {
    name: tournament.name.localizations[DEFAULT_LOCALE] ?? tournament.name.slug,
    lockAt: Date.parse(tournament.startTime),
    teams: teams.map((team) => ({ label: team.name, eldsTeamId: team.id, eldsPlayerId: null })),
    players: players.map((player) => ({
      label: player.handle,
      eldsTeamId: player.homeTeamId,
      eldsPlayerId: player.id,
    })),
  };
}

async function seedTournament(
  db: SqlClient,
  eldsTournamentId: string,
  random: Random,
  now: number,
) {
  const { name, lockAt, teams, players } = await optionsOf(db, eldsTournamentId);
  const questions = questionsOf(name, teams, players, random);
  for (const [q, spec] of questions.entries()) {
    const question = await createQuestion(db, { eldsTournamentId, text: spec.text }, now);
    await translate(db, random, question.localizationKey, spec.text);
    const locksAt = new Date((Number.isNaN(lockAt) ? now : lockAt) + q * DAY_MS).toISOString();
    const prompt = await createPrompt(
      db,
      { eldsTournamentId, questionId: question.id, locksAt, picksPerViewer: spec.picks },
      now,
    );
    const tierIds = [];
    for (const [tierName, points] of TIERS) {
      const tier = await createTier(db, { promptId: prompt.id, name: tierName, points }, now);
      tierIds.push(tier.id);
    }
    const draft = q === 2 || q === 4;
    const choiceIds = [];
    for (const [c, option] of spec.options.entries()) {
      // A draft keeps one choice without a tier, so certifying it is refused until staff set one.
      const tierId =
        draft && c === spec.options.length - 1 ? null : tierIds[Math.min(2, Math.floor(c / 2))]!;
      const choice = await createChoice(db, { promptId: prompt.id, ...option, tierId }, now);
      // Team and player names stay as they are; worded choices are translated.
      if (!option.eldsTeamId && !option.eldsPlayerId) {
        await translate(db, random, choiceKey(choice.id), option.label);
      }
      choiceIds.push(choice.id);
    }
    if (draft) {
      // Viewers pick while staff still review a prompt: its distribution is what certifying
      // weighs. Its own random stream, so the certified prompts' data stays as it was.
      const draftRandom = seededRandom(DRAFT_PICKS_SEED + q);
      const viewers = 1_000 + Math.floor(draftRandom() * 4_000);
      const patterns = viewerPickPatterns(choiceIds, spec.picks, viewers, draftRandom);
      await savePickPatterns(db, prompt.id, patterns);
      continue;
    }
    await certifyPrompts(db, [prompt.id], now);
    const viewers = 2_000 + Math.floor(random() * 8_000);
    await savePickPatterns(
      db,
      prompt.id,
      viewerPickPatterns(choiceIds, spec.picks, viewers, random),
    );
    if (q !== 1) {
      await createAnswer(db, { promptId: prompt.id, choiceIds: [pick(random, choiceIds)] }, now);
    }
  }
}

async function seedCrystalBall(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(3_434);
  for (const id of await pickemTournamentIds(db)) {
    await seedTournament(db, id, random, now.getTime());
  }
}

export const crystalBallFixtureSet: FixtureSet = {
  name: 'pickem-crystal-ball',
  dependsOn: ['pickem', 'elds-tournaments', 'elds-teams', 'elds-players'],
  seed: seedCrystalBall,
};
