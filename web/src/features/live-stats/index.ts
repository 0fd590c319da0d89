/** The live stats of a game, as the VODs page shows them. */
export { LiveStatsPanel } from './LiveStatsPanel';
