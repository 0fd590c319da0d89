import type { CrystalBallPromptDto } from '@esports-admin/schema/upstream/pickem';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../../upstreams/fakes';
import { crystalBallTypeResolvers } from './types';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const info = {} as GraphQLResolveInfo;

const prompt = (id: string): CrystalBallPromptDto => ({
  id,
  eldsTournamentId: 't1',
  questionId: 'q1',
  state: 'draft',
  locksAt: '2026-11-28T10:00:00Z',
  picksPerViewer: 1,
  choices: [
    {
      id: `${id}-a`,
      promptId: id,
      label: 'A',
      eldsTeamId: null,
      eldsPlayerId: null,
      tierId: 'x',
      updatedAt: 1,
    },
  ],
  updatedAt: 1,
});

const list = <T>(items: T[]) => ({
  list: vi.fn(() => Promise.resolve(items)),
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
});

describe('crystal-ball type resolvers', () => {
  it("reads a tournament's picks once for all its prompts' distributions", async () => {
    const getPromptPicks = vi.fn(() =>
      Promise.resolve([
        { promptId: 'p1', viewers: 5, choices: [{ choiceId: 'p1-a', viewers: 5 }] },
        { promptId: 'p2', viewers: 3, choices: [{ choiceId: 'p2-a', viewers: 3 }] },
      ]),
    );
    const context = fakeContext({
      apis: {
        pickem: {
          getPromptPicks,
          getTierPicks: vi.fn(() => Promise.resolve([])),
          crystalBallChoiceTiers: list([]),
          crystalBallAnswers: list([]),
        },
      },
    });
    const distribution = crystalBallTypeResolvers.CrystalBallPrompt!.distribution as AnyResolver;
    const answers = await Promise.all(
      [prompt('p1'), prompt('p2')].map((p) => distribution(p, {}, context, info)),
    );
    expect(answers.map((a) => (a as { viewers: number }).viewers)).toEqual([5, 3]);
    expect(getPromptPicks).toHaveBeenCalledTimes(1);
  });

  it('reads 120 localization keys in 3 calls of at most 50 keys', async () => {
    const getCrystalBallLocalizations = vi.fn((keys: readonly string[]) =>
      Promise.resolve(keys.map((key) => ({ key, locale: 'en_US', text: key }))),
    );
    const context = fakeContext({ apis: { pickem: { getCrystalBallLocalizations } } });
    const localization = crystalBallTypeResolvers.CrystalBallChoice!.localization as AnyResolver;
    const sets = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        localization({ ...prompt('p').choices[0]!, id: `c${i}` }, {}, context, info),
      ),
    );
    expect(sets[7]).toEqual({
      key: 'crystal-ball.choice.c7',
      texts: [{ locale: 'en_US', text: 'crystal-ball.choice.c7' }],
    });
    expect(getCrystalBallLocalizations.mock.calls.map(([keys]) => keys.length)).toEqual([
      50, 50, 20,
    ]);
  });
});
