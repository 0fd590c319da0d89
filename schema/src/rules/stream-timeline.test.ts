import { describe, expect, it } from 'vitest';
import {
  STREAM_TIMELINE_MESSAGES,
  streamTimelineEntryFrom,
  validateStreamTimelineDraft,
} from './stream-timeline';
import { videoTimeOf } from './live-stats';

const draft = {
  description: ' LCK Summer ',
  startDate: '2025-06-01T00:00:00.000Z',
  endDate: '2025-07-01T00:00:00.000Z',
  droppable: true,
  rewardable: false,
};

describe('validateStreamTimelineDraft', () => {
  it('accepts a described entry that ends after it starts', () => {
    expect(validateStreamTimelineDraft(draft)).toEqual({});
  });

  it('refuses an empty description, a bad date and an end before the start', () => {
    expect(validateStreamTimelineDraft({ ...draft, description: '', startDate: 'soon' })).toEqual({
      description: STREAM_TIMELINE_MESSAGES.descriptionRequired,
      startDate: 'Field is not valid.',
    });
    expect(validateStreamTimelineDraft({ ...draft, endDate: '2025-05-01T00:00:00.000Z' })).toEqual({
      endDate: 'Date must be after 2025-06-01T00:00:00.000Z',
    });
  });

  it('builds the snake_case entry the service stores, trimmed', () => {
    expect(streamTimelineEntryFrom('7', draft)).toEqual({
      tournament_id: '7',
      description: 'LCK Summer',
      start_date: draft.startDate,
      end_date: draft.endDate,
      droppable: true,
      rewardable: false,
    });
  });
});

describe('videoTimeOf', () => {
  it('gives the hh:mm:ss of a moment in a vod that starts with the broadcast slot', () => {
    expect(videoTimeOf('2025-06-14T09:06:10.000Z', '2025-06-14T09:00:00.000Z')).toBe('00:06:10');
  });
});
