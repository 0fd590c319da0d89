/** crystal-ball-picks v2: how many viewers picked in each prompt, each choice and each tier. */
import { Router } from 'express';
import type {
  CrystalBallPromptPicksDto,
  CrystalBallTierPicksDto,
} from '@esports-admin/schema/upstream/pickem';
import type { SqlClient, Store } from '../../store';
import { choices, pickPatternsOf, prompts, tiers, type PickPattern } from './crystal-ball-store';

const viewersOf = (patterns: readonly PickPattern[], picked: (choiceId: string) => boolean) =>
  patterns.reduce((sum, p) => sum + (p.choiceIds.some(picked) ? p.viewers : 0), 0);

export async function promptPicks(
  db: SqlClient,
  eldsTournamentId: string,
): Promise<CrystalBallPromptPicksDto[]> {
  const answer: CrystalBallPromptPicksDto[] = [];
  for (const prompt of await prompts.list(db, eldsTournamentId)) {
    const patterns = await pickPatternsOf(db, prompt.id);
    answer.push({
      promptId: prompt.id,
      viewers: patterns.reduce((sum, p) => sum + p.viewers, 0),
      choices: (await choices.list(db, prompt.id)).map((choice) => ({
        choiceId: choice.id,
        viewers: viewersOf(patterns, (id) => id === choice.id),
      })),
    });
  }
  return answer;
}

/** A viewer counts once for a tier, however many of its choices they picked. */
export async function tierPicks(
  db: SqlClient,
  promptId: string,
): Promise<CrystalBallTierPicksDto[]> {
  await prompts.find(db, promptId);
  const patterns = await pickPatternsOf(db, promptId);
  const own = await choices.list(db, promptId);
  return (await tiers.list(db, promptId)).map((tier) => {
    const inTier = new Set(own.filter((c) => c.tierId === tier.id).map((c) => c.id));
    return { tierId: tier.id, viewers: viewersOf(patterns, (id) => inTier.has(id)) };
  });
}

export function crystalBallPicksRoutes(store: Store): Router {
  const router = Router();
  router.get('/tournament/:id/prompts', async (req, res) => {
    res.json(await promptPicks(store, req.params.id));
  });
  router.get('/:promptId/choiceTiers', async (req, res) => {
    res.json(await tierPicks(store, req.params.promptId));
  });
  return router;
}
