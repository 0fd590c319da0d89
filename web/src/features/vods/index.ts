/** What other features may use of the VODs page: the link to a tournament's VODs. */
export { vodPagePath } from './vodPaths';
