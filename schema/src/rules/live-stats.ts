/**
 * Live stats rules shared by the gateway and the web (spec 3 §3 "Live stats", §4 game start
 * frame; spec 1 §6 statSync; spec 2 §3 "Livestats edit state").
 */
import { STAT_SYNC_OFF_MESSAGE } from './access';
import { formatGameTime } from './vod';

export const LIVE_STATS_MESSAGES = {
  statSyncOff: STAT_SYNC_OFF_MESSAGE,
  noFeed: 'No live stats for this game.',
  noStart: 'No game start found in the first hour of live stats.',
} as const;

/**
 * The video time of a moment of the broadcast in a vod that starts when the search starts (the
 * game's broadcast slot): what the Livestats edit state's offset is set to.
 */
export function videoTimeOf(moment: string, videoStart: string): string {
  return formatGameTime(Date.parse(moment) - Date.parse(videoStart));
}
