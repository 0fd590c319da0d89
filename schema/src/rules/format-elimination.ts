/**
 * Single and double elimination (issue #37) as brackets-manager.js draws them: the upper bracket
 * seeded the standard way on the next power of two (1 meets the lowest seed, byes for the top
 * seeds), log2 rounds; the lower bracket of 2·(log2 − 1) rounds alternating a round among its own
 * survivors and a round against the teams dropping from the upper bracket, the dropping teams
 * reordered per round as its default orderings do; a grand final, with an optional reset.
 */
import {
  BracketDraft,
  bracketOrder,
  loserOf,
  nextPowerOfTwo,
  seed,
  winnerOf,
} from './format-bracket';
import type { FormatSection } from './format-templates';

type Order = 'natural' | 'reverse' | 'half_shift' | 'reverse_half_shift' | 'pair_flip';

function reorder<T>(items: readonly T[], order: Order): T[] {
  const half = items.length / 2;
  switch (order) {
    case 'natural':
      return [...items];
    case 'reverse':
      return [...items].reverse();
    case 'half_shift':
      return [...items.slice(half), ...items.slice(0, half)];
    case 'reverse_half_shift':
      return [...items.slice(0, half).reverse(), ...items.slice(half).reverse()];
    case 'pair_flip':
      return items.flatMap((_, i) => (i % 2 === 0 ? [items[i + 1]!, items[i]!] : []));
  }
}

/**
 * The orderings of the teams dropping into the lower bracket, by bracket size: the first for the
 * upper round 1 losers, then one per later drop (the last drop, one team, is never reordered).
 * Sizes not listed drop in their natural order (brackets-manager.js's defaults).
 */
const DROP_ORDERS: Readonly<Record<number, readonly Order[]>> = {
  4: ['natural', 'reverse'],
  8: ['natural', 'reverse', 'natural'],
  16: ['natural', 'reverse_half_shift', 'reverse', 'natural'],
  32: ['natural', 'reverse', 'half_shift', 'natural', 'natural'],
  64: ['natural', 'reverse', 'half_shift', 'reverse', 'natural', 'natural'],
  128: ['natural', 'reverse', 'half_shift', 'pair_flip', 'pair_flip', 'pair_flip', 'natural'],
};

function upperRoundName(round: number, rounds: number, double: boolean): string {
  if (double) {
    return round === rounds ? "Winner's Bracket Final" : `Winner's Bracket Round ${round}`;
  }
  const fromEnd = rounds - round;
  return ['Finals', 'Semifinals', 'Quarterfinals'][fromEnd] ?? `Round ${round}`;
}

/** The upper (or only) bracket: draft match numbers per round, round 1 first. */
function upperBracket(draft: BracketDraft, size: number, double: boolean): number[][] {
  const rounds = Math.log2(size);
  const order = bracketOrder(size);
  const result: number[][] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const name = upperRoundName(round, rounds, double);
    const count = size >> round;
    result.push(
      Array.from({ length: count }, (_, k) =>
        round === 1
          ? draft.match(0, name, seed(order[2 * k]!), seed(order[2 * k + 1]!))
          : draft.match(
              round - 1,
              name,
              winnerOf(result[round - 2]![2 * k]!),
              winnerOf(result[round - 2]![2 * k + 1]!),
            ),
      ),
    );
  }
  return result;
}

export interface EliminationOptions {
  teams: number;
  double: boolean;
  thirdPlaceMatch: boolean;
  grandFinalReset: boolean;
}

export function buildElimination(
  options: EliminationOptions,
  section: Pick<FormatSection, 'structuralId' | 'name'>,
  bestOf: (cell: string) => number,
): FormatSection {
  const size = nextPowerOfTwo(options.teams);
  const draft = new BracketDraft();
  const upper = upperBracket(draft, size, options.double && size > 2);
  const final = upper.at(-1)![0]!;
  if (options.double && size > 2) {
    doubleElimination(draft, size, upper, options.grandFinalReset);
  } else {
    draft.place(winnerOf(final));
    draft.place(loserOf(final));
    const rounds = upper.length;
    if (options.thirdPlaceMatch && rounds >= 2) {
      const [a, b] = upper[rounds - 2]!;
      const third = draft.match(rounds - 1, 'Third Place Match', loserOf(a!), loserOf(b!));
      draft.place(winnerOf(third));
      draft.place(loserOf(third));
    }
    for (let round = rounds - 1; round >= 1; round -= 1) {
      if (options.thirdPlaceMatch && round === rounds - 1) continue;
      for (const match of upper[round - 1]!) draft.place(loserOf(match), round);
    }
  }
  return draft.cut(options.teams, section, bestOf);
}

function doubleElimination(draft: BracketDraft, size: number, upper: number[][], reset: boolean) {
  const rounds = upper.length;
  const lowerRounds = 2 * (rounds - 1);
  const orders = DROP_ORDERS[size] ?? [];
  const lowerName = (round: number) =>
    round === lowerRounds ? "Loser's Bracket Final" : `Loser's Bracket Round ${round}`;
  const lower: number[][] = [];
  // Lower round j shares column j with upper round j + 1.
  const dropped = reorder(upper[0]!, orders[0] ?? 'natural');
  lower.push(
    Array.from({ length: size / 4 }, (_, k) =>
      draft.match(1, lowerName(1), loserOf(dropped[2 * k]!), loserOf(dropped[2 * k + 1]!)),
    ),
  );
  for (let pair = 0; pair < rounds - 1; pair += 1) {
    const major = 2 * pair + 1;
    if (pair > 0) {
      const previous = lower.at(-1)!;
      lower.push(
        Array.from({ length: previous.length / 2 }, (_, k) =>
          draft.match(
            major,
            lowerName(major),
            winnerOf(previous[2 * k]!),
            winnerOf(previous[2 * k + 1]!),
          ),
        ),
      );
    }
    const survivors = lower.at(-1)!;
    const last = pair === rounds - 2;
    const drops = upper[pair + 1]!;
    const droppers = last ? drops : reorder(drops, orders[pair + 1] ?? 'natural');
    lower.push(
      survivors.map((survivor, k) =>
        draft.match(major + 1, lowerName(major + 1), loserOf(droppers[k]!), winnerOf(survivor)),
      ),
    );
  }
  const grandFinal = draft.match(
    lowerRounds + 1,
    'Grand Final',
    winnerOf(upper.at(-1)![0]!),
    winnerOf(lower.at(-1)![0]!),
  );
  const decider = reset
    ? draft.match(lowerRounds + 2, 'Grand Final Reset', winnerOf(grandFinal), loserOf(grandFinal))
    : grandFinal;
  draft.place(winnerOf(decider));
  draft.place(loserOf(decider));
  for (let round = lowerRounds; round >= 1; round -= 1) {
    for (const match of lower[round - 1]!) draft.place(loserOf(match), round);
  }
}
