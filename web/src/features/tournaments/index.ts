/** What other features may use of tournaments: links to its pages and the sides' names. */
export { tournamentEditPath, tournamentListPath } from './tournamentPaths';
export { SIDE_NAMES } from './results/resultsActions';
