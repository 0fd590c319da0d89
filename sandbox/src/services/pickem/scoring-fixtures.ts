/**
 * Four scoring configurations, assigned to most sections of the tournaments pick'em has (the
 * first section the standard one, later ones the playoff ones). Every section of a locked or
 * scored pick block has one, so its points can be counted; of the others every second (from the first) is left
 * unassigned so the "none" case shows.
 */
import type { FixtureSet } from '../../fixtures';
import type { SqlClient } from '../../store';
import { allSections, findTournament } from '../elds/tournament-store';
import { pickemTournamentIds } from './leagues';
import { pickBlocksOfTournament } from './pick-blocks';
import { assignScoringConfig, createScoringConfig } from './scoring';

const CONFIGS: [name: string, pointsPerCorrectPick: number, perfectBlockBonus: number][] = [
  ['Standard', 10, 50],
  ['Group stage', 5, 25],
  ['Playoffs', 20, 100],
  ['Finals', 40, 200],
];

async function seedScoring(db: SqlClient, now: Date): Promise<void> {
  const at = now.getTime();
  const ids = [];
  for (const [name, pointsPerCorrectPick, perfectBlockBonus] of CONFIGS) {
    ids.push(
      (await createScoringConfig(db, { name, pointsPerCorrectPick, perfectBlockBonus }, at)).id,
    );
  }
  for (const eldsTournamentId of await pickemTournamentIds(db)) {
    const sections = allSections(await findTournament(db, eldsTournamentId));
    const blocks = await pickBlocksOfTournament(db, eldsTournamentId, at);
    const settled = new Set(
      blocks
        .filter((b) => b.state === 'locked' || b.state === 'scored')
        .flatMap((b) => b.eldsSectionIds),
    );
    let unsettled = 0;
    for (const [i, section] of sections.entries()) {
      if (!settled.has(section.id) && unsettled++ % 2 === 0) continue;
      const configId = i === 0 ? ids[0]! : ids[Math.min(3, 1 + Math.floor(i / 2))]!;
      await assignScoringConfig(db, section.id, configId, at);
    }
  }
}

export const scoringFixtureSet: FixtureSet = {
  name: 'pickem-scoring',
  dependsOn: ['pickem', 'elds-tournaments'],
  seed: seedScoring,
};
