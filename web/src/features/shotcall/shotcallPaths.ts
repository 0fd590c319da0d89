/** The shot-call pages' paths (spec 1 §2: /shotcall/events is the section's link). */
export const SHOTCALL_EVENTS_PATH = '/shotcall/events';
export const SHOTCALL_QUESTIONS_PATH = '/shotcall/questions';
export const SHOTCALL_REWARDS_PATH = '/shotcall/rewards';

/** A session's live console. */
export const shotcallConsolePath = (sessionId: string) =>
  `${SHOTCALL_EVENTS_PATH}/${encodeURIComponent(sessionId)}`;
