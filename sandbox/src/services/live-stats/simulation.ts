/**
 * A simulated League game behind each played sandbox game, derived from its id alone so that every
 * machine answers the same frames. The feed opens when the game's broadcast slot starts (its first
 * platform timespan) and carries zero gold through the pre-game show, champion select and loading;
 * the game starts 3 to 9 minutes in with 500 gold per player. One game in four had a remake: gold
 * showed for half a minute, dropped back to zero while the game was restarted, then rose for good.
 */
import {
  LIVE_STATS_START_SEARCH_STEP_S,
  PARTICIPANTS_PER_SIDE,
} from '@esports-admin/schema/rules/constants';
import type {
  LiveStatsFrameDto,
  LiveStatsParticipantDto,
  LiveStatsWindowDto,
} from '@esports-admin/schema/upstream/live-stats';
import { pick, seededRandom, type Random } from '../../fixtures';

const FRAME_MS = LIVE_STATS_START_SEARCH_STEP_S * 1000;
const STARTING_GOLD_PER_SIDE = 500 * PARTICIPANTS_PER_SIDE;
/** Passive income starts 1:05 in: about 2 gold per second per player. */
const PASSIVE_START_S = 65;
const PASSIVE_GOLD_PER_FRAME = 2.04 * PARTICIPANTS_PER_SIDE * LIVE_STATS_START_SEARCH_STEP_S;

export interface SimulatedGame {
  esportsGameId: string;
  gameMetadata: LiveStatsWindowDto['gameMetadata'];
  /** Every frame of the feed, 10 seconds apart, oldest first. */
  frames: LiveStatsFrameDto[];
  /** When the game itself started (for tests of the sandbox; the service never reveals it). */
  gameStart: Date;
  /** When a remade first attempt started, if the game had one. */
  falseStart: Date | null;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const NAME_PARTS = [
  'Fa',
  'ker',
  'Chov',
  'Zeus',
  'Oner',
  'Gu',
  'ma',
  'yu',
  'si',
  'Ke',
  'ria',
  'Ca',
  'nyon',
  'Ru',
  'ler',
  'Bdd',
  'Pe',
  'anut',
  'Vi',
  'per',
  'Ca',
  'ps',
  'Jan',
  'kos',
  'Hans',
  'Sa',
  'ma',
  'Mi',
  'kyx',
  'Bwi',
  'po',
];

function summonerName(random: Random): string {
  const length = 2 + Math.floor(random() * 2);
  return Array.from({ length }, () => pick(random, NAME_PARTS)).join('');
}

/**
 * A side's five participants, named after its players when it has five; the generated names are
 * drawn either way so the rest of the game does not depend on the roster.
 */
function side(random: Random, firstId: number, players: string[]): LiveStatsParticipantDto[] {
  return Array.from({ length: PARTICIPANTS_PER_SIDE }, (_, seat) => {
    const generated = summonerName(random);
    return {
      participantId: firstId + seat,
      summonerName: players.length >= PARTICIPANTS_PER_SIDE ? players[seat]! : generated,
    };
  });
}

/** The handles of the players of the game's match: blue is the team of slot 1. */
export interface GameRosters {
  blue: string[];
  red: string[];
}

/** The gold one side earns in a 10-second frame `seconds` into the game, and whether it killed. */
function frameIncome(random: Random, seconds: number, strength: number) {
  const passive = seconds >= PASSIVE_START_S ? PASSIVE_GOLD_PER_FRAME : 0;
  const farmRamp = Math.min(1, Math.max(0, (seconds - 90) / 600));
  const farm = 240 * strength * farmRamp * (0.7 + 0.6 * random());
  const kill = seconds > 150 && random() < 0.045 * strength;
  return { gold: passive + farm + (kill ? 300 + Math.floor(random() * 400) : 0), kill };
}

/** The feed of `gameId` from `feedStart` to `feedEnd`; frames sit on a 10-second grid from the start. */
export function simulateGame(
  gameId: string,
  feedStart: Date,
  feedEnd: Date,
  rosters: GameRosters = { blue: [], red: [] },
): SimulatedGame {
  const random = seededRandom(hashOf(gameId));
  const gameMetadata = {
    blueTeamMetadata: { participantMetadata: side(random, 1, rosters.blue) },
    redTeamMetadata: {
      participantMetadata: side(random, 1 + PARTICIPANTS_PER_SIDE, rosters.red),
    },
  };
  const preGameFrames = 18 + Math.floor(random() * 37);
  const remade = random() < 0.25;
  const falseStartFrames = remade ? 6 + Math.floor(random() * 7) : 0;
  const falseStartLength = 3 + Math.floor(random() * 3);
  const strength = { blue: 0.85 + random() * 0.3, red: 0.85 + random() * 0.3 };
  const frameCount = Math.floor((feedEnd.getTime() - feedStart.getTime()) / FRAME_MS) + 1;
  const at = (index: number) => new Date(feedStart.getTime() + index * FRAME_MS);
  const falseStartIndex = preGameFrames - falseStartFrames;

  const frames: LiveStatsFrameDto[] = [];
  const gold = { blue: 0, red: 0 };
  const kills = { blue: 0, red: 0 };
  for (let index = 0; index < frameCount; index += 1) {
    const inFalseStart =
      remade && index >= falseStartIndex && index < falseStartIndex + falseStartLength;
    if (index === preGameFrames || (inFalseStart && index === falseStartIndex)) {
      gold.blue = gold.red = STARTING_GOLD_PER_SIDE;
    } else if (index > preGameFrames) {
      const seconds = (index - preGameFrames) * LIVE_STATS_START_SEARCH_STEP_S;
      for (const team of ['blue', 'red'] as const) {
        const income = frameIncome(random, seconds, strength[team]);
        gold[team] += Math.round(income.gold);
        if (income.kill) kills[team] += 1;
      }
    } else if (!inFalseStart) {
      gold.blue = gold.red = 0;
    }
    const playing = index >= preGameFrames || inFalseStart;
    frames.push({
      rfc460Timestamp: at(index).toISOString(),
      gameState: index === frameCount - 1 ? 'finished' : playing ? 'in_game' : 'paused',
      blueTeam: { totalGold: gold.blue, totalKills: kills.blue },
      redTeam: { totalGold: gold.red, totalKills: kills.red },
    });
  }
  return {
    esportsGameId: gameId,
    gameMetadata,
    frames,
    gameStart: at(preGameFrames),
    falseStart: remade ? at(falseStartIndex) : null,
  };
}
