import type {
  ShotcallEventsPage_SessionFragment,
  ShotcallSessionState,
} from '../../__generated__/graphql';

type Session = ShotcallEventsPage_SessionFragment;

export const SESSION_STATE_LABELS: Record<ShotcallSessionState, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
};

export const SESSION_STATE_PALETTES: Record<ShotcallSessionState, string> = {
  live: 'red',
  scheduled: 'blue',
  ended: 'gray',
};

/** 'Team A vs Team B', or the session's own name when the data service does not know the match. */
export const sessionMatchup = (session: Session) => session.matchup ?? session.name;

export const sessionTournament = (session: Session) =>
  session.tournament?.name.displayName ?? 'Tournament not found';

/** The move a session may make next, with the words the operator confirms it in. */
export function nextSessionMove(session: Session) {
  const what = `${sessionMatchup(session)} (${sessionTournament(session)})`;
  if (session.state === 'scheduled') {
    return {
      state: 'live' as const,
      label: 'Go live',
      title: 'Go live?',
      body: `${what} goes live: its prompts can be triggered to viewers. A live session cannot go back to scheduled.`,
    };
  }
  if (session.state === 'live') {
    return {
      state: 'ended' as const,
      label: 'End session',
      title: 'End the session?',
      body: `${what} ends: no prompt can be triggered after this. An ended session cannot go live again.`,
    };
  }
  return null;
}
