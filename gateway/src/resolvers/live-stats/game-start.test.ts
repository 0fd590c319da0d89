import { describe, expect, it } from 'vitest';
import type { LiveStatsFrameDto } from '@esports-admin/schema/upstream/live-stats';
import { findGameStart, type ReadWindow } from './game-start';

const FROM = Date.parse('2025-06-14T09:00:00.000Z');
const at = (index: number) => new Date(FROM + index * 10_000).toISOString();

/** A feed whose gold per frame is given; windows of ten frames from startingTime on. */
function feed(gold: number[]) {
  const frames: LiveStatsFrameDto[] = gold.map((g, index) => ({
    rfc460Timestamp: at(index),
    gameState: 'in_game',
    blueTeam: { totalGold: g, totalKills: 0 },
    redTeam: { totalGold: 0, totalKills: 0 },
  }));
  const starts: string[] = [];
  const read: ReadWindow = (startingTime) => {
    starts.push(startingTime.toISOString());
    const first = frames.findIndex((f) => Date.parse(f.rfc460Timestamp) >= startingTime.getTime());
    return Promise.resolve({
      esportsGameId: 'g',
      gameMetadata: {
        blueTeamMetadata: { participantMetadata: [] },
        redTeamMetadata: { participantMetadata: [] },
      },
      frames: first < 0 ? [] : frames.slice(first, first + 10),
    });
  };
  return { read, starts };
}

describe('findGameStart', () => {
  it('reads windows back to back and answers the first frame with gold', async () => {
    const { read, starts } = feed([...Array<number>(37).fill(0), 2500, 2600, 2700]);
    const found = await findGameStart(read, new Date(FROM));
    expect(found.start?.rfc460Timestamp).toBe(at(37));
    expect(starts).toEqual([at(0), at(10), at(20), at(30)]);
  });

  it('answers the first start of a remade game, where a bisection could answer the second', async () => {
    const gold = [...Array<number>(40).fill(0), 2500, 2500, 2500, ...Array<number>(30).fill(0)];
    gold.push(...Array<number>(40).fill(2500));
    const { read } = feed(gold);
    expect((await findGameStart(read, new Date(FROM))).start?.rfc460Timestamp).toBe(at(40));
  });

  it('stops at an ended feed and gives up an hour after the start time', async () => {
    expect(
      (await findGameStart(feed(Array<number>(25).fill(0)).read, new Date(FROM))).start,
    ).toBeNull();
    const late = feed([...Array<number>(400).fill(0), 2500]);
    const found = await findGameStart(late.read, new Date(FROM));
    expect(found.start).toBeNull();
    expect(late.starts).toHaveLength(36);
  });

  it('answers no feed when the service has none', async () => {
    const found = await findGameStart(() => Promise.resolve(null), new Date(FROM));
    expect(found).toMatchObject({ metadata: null, start: null, windows: 1 });
  });
});
