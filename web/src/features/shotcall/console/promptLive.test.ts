import { describe, expect, it } from 'vitest';
import { promptAction, promptView, sharePercent, type Prompt } from './promptLive';

const prompt: Prompt = {
  id: 'p1',
  version: 'v1',
  position: 1,
  text: 'Will the attackers plant?',
  state: 'draft',
  windowSeconds: 30,
  openedAt: null,
  closesAt: null,
  resolvedAt: null,
  correctChoiceId: null,
  totalViewers: 0,
  choices: [{ id: 'c1', answerId: 'a1', text: 'Yes', viewers: 0 }],
};

describe('the console view of a prompt', () => {
  it('takes state and counts from the newest poll of that prompt', () => {
    const view = promptView(prompt, {
      promptId: 'p1',
      state: 'open',
      closesAt: '2026-11-27T10:00:30.000Z',
      now: '2026-11-27T10:00:00.000Z',
      secondsLeft: 30,
      totalViewers: 12,
      correctChoiceId: null,
      choices: [{ id: 'c1', answerId: 'a1', text: 'Yes', viewers: 12 }],
    });
    expect(view.state).toBe('open');
    expect(view.choices[0]?.viewers).toBe(12);
    expect(view.now).toBe('2026-11-27T10:00:00.000Z');
  });

  it('totals the counts it shows, so the shares add up to 100%', () => {
    const view = promptView(
      {
        ...prompt,
        totalViewers: 5,
        choices: [
          { id: 'c1', answerId: 'a1', text: 'Yes', viewers: 64 },
          { id: 'c2', answerId: 'a2', text: 'No', viewers: 701 },
        ],
      },
      null,
    );
    expect(view.totalViewers).toBe(765);
  });

  it('ignores a poll of another prompt', () => {
    const view = promptView(prompt, {
      promptId: 'p2',
      state: 'resolved',
      closesAt: null,
      now: '2026-11-27T10:00:00.000Z',
      secondsLeft: null,
      totalViewers: 99,
      correctChoiceId: 'x',
      choices: [],
    });
    expect(view.state).toBe('draft');
    expect(view.totalViewers).toBe(0);
  });

  it('offers trigger on a draft, resolve once triggered and nothing once resolved', () => {
    expect(promptAction('draft')).toBe('trigger');
    expect(promptAction('open')).toBe('resolve');
    expect(promptAction('closed')).toBe('resolve');
    expect(promptAction('resolved')).toBeNull();
  });

  it('gives each choice its share of the answers', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
