import { describe, expect, it } from 'vitest';
import { scheduleWindow, streamTimelineEntryOf } from './schedule';

describe('scheduleWindow', () => {
  it('defaults to midnight UTC ten days back until the end of tomorrow', () => {
    expect(scheduleWindow(new Date('2025-06-15T18:30:00Z'))).toEqual({
      startTime: '2025-06-05T00:00:00.000Z',
      endTime: '2025-06-17T00:00:00.000Z',
    });
  });

  it('keeps a bound that is given and defaults the other', () => {
    expect(
      scheduleWindow(new Date('2025-06-15T18:30:00Z'), { startTime: '2025-06-14T08:00:00+02:00' }),
    ).toEqual({ startTime: '2025-06-14T06:00:00.000Z', endTime: '2025-06-17T00:00:00.000Z' });
  });
});

describe('streamTimelineEntryOf', () => {
  it('describes the tournament by its English name, falling back to the slug', () => {
    const tournament = {
      id: '7',
      name: { slug: 'lck_summer', localizations: { en_US: 'LCK Summer' } },
      startTime: '2025-06-01T00:00:00.000Z',
      endTime: '2025-08-01T00:00:00.000Z',
      droppable: true,
      rewardable: false,
    };
    expect(streamTimelineEntryOf(tournament)).toEqual({
      tournament_id: '7',
      start_date: '2025-06-01T00:00:00.000Z',
      end_date: '2025-08-01T00:00:00.000Z',
      description: 'LCK Summer',
      droppable: true,
      rewardable: false,
    });
    expect(
      streamTimelineEntryOf({ ...tournament, name: { slug: 'lck_summer', localizations: {} } })
        .description,
    ).toBe('lck_summer');
  });
});
