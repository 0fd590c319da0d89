/**
 * A Swiss stage (issue #37) as the Worlds and Major Swiss stages run: each round, the teams of a
 * record pool (same wins and losses) meet; a team advances at `wins` wins and drops at `losses`
 * losses (3 and 3: 16 teams play 8, 8, 8, 6 and 3 matches over five rounds). The graph is fixed
 * ahead: in each pool the first entrant meets the last (round 1: seed 1 against the lowest), the
 * entrants being the winners coming up, then the losers coming down; an odd pool's last entrant
 * has a bye, counted as a win. Places: the advanced by fewest losses, then the dropped by most
 * wins, each labelled by its record ('3-0').
 */
import { BracketDraft, type Entrant, seed, winnerOf, loserOf } from './format-bracket';
import type { FormatSection } from './format-templates';

export interface SwissOptions {
  teams: number;
  wins: number;
  losses: number;
}

const poolName = (round: number, wins: number, losses: number) =>
  `Round ${round} (${wins}-${losses})`;

export function buildSwiss(
  options: SwissOptions,
  section: Pick<FormatSection, 'structuralId' | 'name'>,
  bestOf: (cell: string) => number,
): FormatSection {
  const { wins: W, losses: L } = options;
  const draft = new BracketDraft();
  const key = (w: number, l: number) => `${w}-${l}`;
  const entrants = new Map<string, Entrant[]>([
    [key(0, 0), Array.from({ length: options.teams }, (_, i) => seed(i + 1))],
  ]);
  // Winners coming up are listed before losers coming down: collect them apart, join per pool.
  const down = new Map<string, Entrant[]>();
  const join = (w: number, l: number, entrant: Entrant, from: 'up' | 'down') => {
    const list = from === 'up' ? entrants : down;
    list.set(key(w, l), [...(list.get(key(w, l)) ?? []), entrant]);
  };
  for (let played = 0; played < W + L - 1; played += 1) {
    // Pools of this round, most wins first (the cells top to bottom).
    for (let w = Math.min(played, W - 1); w >= 0; w -= 1) {
      const l = played - w;
      if (l >= L) continue;
      const pool = [...(entrants.get(key(w, l)) ?? []), ...(down.get(key(w, l)) ?? [])];
      if (pool.length % 2 === 1) join(w + 1, l, pool.pop()!, 'up');
      const half = pool.length / 2;
      for (let k = 0; k < half; k += 1) {
        const match = draft.match(
          played,
          poolName(played + 1, w, l),
          pool[k]!,
          pool[pool.length - 1 - k]!,
        );
        join(w + 1, l, winnerOf(match), 'up');
        join(w, l + 1, loserOf(match), 'down');
      }
    }
  }
  const pool = (w: number, l: number) => [
    ...(entrants.get(key(w, l)) ?? []),
    ...(down.get(key(w, l)) ?? []),
  ];
  for (let l = 0; l < L; l += 1) {
    for (const entrant of pool(W, l)) draft.place(entrant, null, `${W}-${l}`);
  }
  for (let w = W - 1; w >= 0; w -= 1) {
    for (const entrant of pool(w, L)) draft.place(entrant, null, `${w}-${L}`);
  }
  return draft.cut(options.teams, section, bestOf);
}
