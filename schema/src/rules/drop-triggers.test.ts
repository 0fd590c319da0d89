import { describe, expect, it } from 'vitest';
import {
  DROP_TRIGGER_MESSAGES,
  isBroadcastInProgress,
  isPuuid,
  triggerWindow,
  validateGroupTrigger,
  validatePuuid,
} from './drop-triggers';

describe('drop trigger rules', () => {
  it('names every missing part of a group trigger', () => {
    expect(
      validateGroupTrigger({
        dropId: ' ',
        groupId: '',
        broadcastId: '',
        streamIds: [''],
        streamPosition: -1,
      }),
    ).toEqual({
      dropId: DROP_TRIGGER_MESSAGES.dropRequired,
      groupId: DROP_TRIGGER_MESSAGES.groupRequired,
      broadcastId: DROP_TRIGGER_MESSAGES.broadcastRequired,
      streamIds: DROP_TRIGGER_MESSAGES.streamsRequired,
      streamPosition: DROP_TRIGGER_MESSAGES.streamPosition,
    });
  });

  it('accepts a UUID puuid only', () => {
    expect(validatePuuid('0a1b2c3d-0000-4000-8000-00000000abcd')).toBeNull();
    expect(validatePuuid('Faker#KR1')).toBe(DROP_TRIGGER_MESSAGES.puuid);
  });

  it('takes a puuid typed in capitals or padded, while the service takes lower-case only', () => {
    const typed = ' 0A1B2C3D-0000-4000-8000-00000000ABCD ';
    expect(validatePuuid(typed)).toBeNull();
    expect(isPuuid(typed)).toBe(false);
    expect(isPuuid('0a1b2c3d-0000-4000-8000-00000000abcd')).toBe(true);
  });

  it('defaults the window to the last 30 days', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(triggerWindow(now)).toEqual({
      start: '2026-10-24T12:00:00.000Z',
      end: '2026-11-23T12:00:00.000Z',
    });
  });

  it('keeps a broadcast selected only while it is live and not completed', () => {
    expect(isBroadcastInProgress({ broadcastState: 'live', status: 'in_progress' })).toBe(true);
    expect(isBroadcastInProgress({ broadcastState: 'finished', status: 'completed' })).toBe(false);
    expect(isBroadcastInProgress({ broadcastState: 'not-live', status: 'unstarted' })).toBe(false);
  });
});
