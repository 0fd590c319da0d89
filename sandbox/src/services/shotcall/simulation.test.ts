import { describe, expect, it } from 'vitest';
import { promptAt, simulatedViewers } from './simulation';
import type { StoredPrompt } from './store';

const ids = Array.from({ length: 60 }, (_, n) => String(9400001 + n));
const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);

describe('the simulated viewers of an open prompt', () => {
  it('answers the same counts for the same prompt and moment, other counts for another prompt', () => {
    expect(simulatedViewers(ids[0]!, 3, 30, 12_345)).toEqual(
      simulatedViewers(ids[0]!, 3, 30, 12_345),
    );
    expect(simulatedViewers(ids[0]!, 3, 30, 12_345)).not.toEqual(
      simulatedViewers(ids[1]!, 3, 30, 12_345),
    );
  });

  it('starts at zero, grows every second of the window and never falls', () => {
    for (const id of ids.slice(0, 10)) {
      expect(simulatedViewers(id, 4, 45, 0)).toEqual([0, 0, 0, 0]);
      let previous = [0, 0, 0, 0];
      for (let second = 1; second <= 45; second += 1) {
        const counts = simulatedViewers(id, 4, 45, second * 1000);
        counts.forEach((count, i) => expect(count).toBeGreaterThanOrEqual(previous[i]!));
        expect(total(counts)).toBeGreaterThan(total(previous));
        previous = counts;
      }
    }
  });

  it('stops growing at the end of the window', () => {
    const atClose = simulatedViewers(ids[2]!, 2, 20, 20_000);
    expect(simulatedViewers(ids[2]!, 2, 20, 21_000)).toEqual(atClose);
    expect(simulatedViewers(ids[2]!, 2, 20, 3_600_000)).toEqual(atClose);
    expect(total(atClose)).toBeGreaterThanOrEqual(1_400);
  });

  it('has one or two choices lead the rest', () => {
    let leaderShare = 0;
    for (const id of ids) {
      const counts = simulatedViewers(id, 4, 30, 30_000).sort((a, b) => b - a);
      leaderShare += counts[0]! / total(counts);
      // The top two hold most answers; the last never rivals the leader.
      expect(counts[0]! + counts[1]!).toBeGreaterThan(total(counts) / 2);
      expect(counts[3]!).toBeLessThan(counts[0]!);
    }
    expect(leaderShare / ids.length).toBeGreaterThan(0.4);
  });
});

const openedAt = Date.parse('2025-06-15T12:00:00.000Z');
const stored: StoredPrompt = {
  id: '9400042',
  sessionId: '9300001',
  questionId: '9200001',
  text: 'Who wins the pistol round?',
  position: 1,
  state: 'open',
  windowSeconds: 30,
  openedAt: new Date(openedAt).toISOString(),
  closesAt: new Date(openedAt + 30_000).toISOString(),
  resolvedAt: null,
  correctChoiceId: null,
  choices: [
    { id: '9500001', promptId: '9400042', answerId: '9100003', text: 'Attackers' },
    { id: '9500002', promptId: '9400042', answerId: '9100004', text: 'Defenders' },
  ],
  updatedAt: openedAt,
};
const viewers = (prompt: ReturnType<typeof promptAt>) => prompt.choices.map((c) => c.viewers);

describe('a prompt as read at a moment', () => {
  it('reads open with growing counts during its window', () => {
    const early = promptAt(stored, openedAt + 5_000);
    const later = promptAt(stored, openedAt + 15_000);
    expect(early.state).toBe('open');
    expect(total(viewers(later))).toBeGreaterThan(total(viewers(early)));
    expect(later.updatedAt).toBe(openedAt);
  });

  it('reads closed from closesAt on, the counts as they were then', () => {
    const closed = promptAt(stored, openedAt + 30_000);
    expect(closed.state).toBe('closed');
    expect(closed.updatedAt).toBe(openedAt + 30_000);
    expect(viewers(promptAt(stored, openedAt + 90_000))).toEqual(viewers(closed));
    expect(viewers(closed)).toEqual(simulatedViewers(stored.id, 2, 30, 30_000));
  });

  it('keeps the counts of a prompt resolved early as they were at resolving', () => {
    const resolvedAt = new Date(openedAt + 12_000).toISOString();
    const resolved = { ...stored, state: 'resolved' as const, closesAt: resolvedAt, resolvedAt };
    const read = promptAt(resolved, openedAt + 60_000);
    expect(read.state).toBe('resolved');
    expect(viewers(read)).toEqual(simulatedViewers(stored.id, 2, 30, 12_000));
    expect(viewers(read)).not.toEqual(viewers(promptAt(stored, openedAt + 30_000)));
  });

  it('has no viewers before the trigger', () => {
    const draft = { ...stored, state: 'draft' as const, openedAt: null, closesAt: null };
    expect(viewers(promptAt(draft, openedAt + 60_000))).toEqual([0, 0]);
    expect(promptAt(draft, openedAt + 60_000).state).toBe('draft');
  });
});
