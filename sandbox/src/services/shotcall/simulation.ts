/**
 * Viewers answering an open prompt, simulated from the prompt's id alone so every machine answers
 * the same counts for the same moment. Each prompt draws an audience and a share per choice, one
 * or two choices far ahead of the rest; answers arrive fast when the prompt opens and slow down
 * towards the end of its window, each choice at its own pace, and stop at closesAt.
 */
import { createHash } from 'node:crypto';
import type { ShotcallPromptDto } from '@esports-admin/schema/upstream/shotcall';
import { seededRandom } from '../../fixtures';
import type { StoredPrompt } from './store';

/** The stream of random numbers of one prompt: the first 32 bits of its id's SHA-256. */
const randomOf = (promptId: string) =>
  seededRandom(createHash('sha256').update(`shotcall:${promptId}`).digest().readUInt32BE(0));

interface Crowd {
  audience: number;
  /** Each choice's share of the audience, summing to 1. */
  shares: number[];
  /** How front-loaded each choice's answers are: 1 arrives evenly, higher comes early. */
  paces: number[];
}

function crowdOf(promptId: string, choiceCount: number): Crowd {
  const random = randomOf(promptId);
  const audience = 1_500 + Math.floor(random() * 18_500);
  const weights = Array.from({ length: choiceCount }, () => 0.3 + random());
  const leader = Math.floor(random() * choiceCount);
  weights[leader]! *= 2.5 + random() * 2;
  if (choiceCount > 2 && random() < 0.5) {
    const runnerUp = (leader + 1 + Math.floor(random() * (choiceCount - 1))) % choiceCount;
    weights[runnerUp]! *= 1.8 + random();
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return {
    audience,
    shares: weights.map((weight) => weight / total),
    paces: weights.map(() => 1.6 + random() * 1.6),
  };
}

/**
 * Viewers per choice `elapsedMs` after the prompt opened, for a window of `windowSeconds`: 0 at
 * the start, never fewer later, the whole audience at the window's end and no more after it.
 */
export function simulatedViewers(
  promptId: string,
  choiceCount: number,
  windowSeconds: number,
  elapsedMs: number,
): number[] {
  if (choiceCount === 0) return [];
  const { audience, shares, paces } = crowdOf(promptId, choiceCount);
  const progress = Math.min(1, Math.max(0, elapsedMs / (windowSeconds * 1000)));
  return shares.map((share, i) => Math.floor(audience * share * (1 - (1 - progress) ** paces[i]!)));
}

/**
 * The prompt as read at `now`: an open prompt whose window has passed is closed (its `updatedAt`
 * at least closesAt, the moment it changed), and each choice carries the viewers who chose it by
 * then, counted up to closesAt at most.
 */
export function promptAt(prompt: StoredPrompt, now: number): ShotcallPromptDto {
  const closesAt = prompt.closesAt === null ? null : Date.parse(prompt.closesAt);
  const closed = prompt.state === 'open' && closesAt !== null && closesAt <= now;
  const viewers =
    prompt.openedAt === null || closesAt === null
      ? prompt.choices.map(() => 0)
      : simulatedViewers(
          prompt.id,
          prompt.choices.length,
          prompt.windowSeconds,
          Math.min(now, closesAt) - Date.parse(prompt.openedAt),
        );
  return {
    ...prompt,
    state: closed ? 'closed' : prompt.state,
    updatedAt: closed ? Math.max(prompt.updatedAt, closesAt) : prompt.updatedAt,
    choices: prompt.choices.map((choice, i) => ({ ...choice, viewers: viewers[i]! })),
  };
}
