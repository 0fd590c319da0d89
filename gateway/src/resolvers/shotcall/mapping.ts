/** Reads shared by the shot-call resolvers: records by id (a refusal when unknown) and per-request memos. */
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  ShotcallAnswerDto,
  ShotcallPromptDto,
  ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import type { BroadcastDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';
import { perRequest } from '../per-request';

export const notFound = (what: string) =>
  new Refusal(`404 - ${what} not found`, ErrorCode.NOT_FOUND);

/** Reads `get`, refusing with NOT_FOUND when the service does not know the id. */
export async function required<Dto>(what: string, read: Promise<Dto | null>): Promise<Dto> {
  const found = await read;
  if (!found) throw notFound(what);
  return found;
}

export const promptOf = (context: GatewayContext, id: string): Promise<ShotcallPromptDto> =>
  required(`Shot-call prompt ${id}`, context.apis.shotcall.prompts.get(id));

export const sessionOf = (context: GatewayContext, id: string): Promise<ShotcallSessionDto> =>
  required(`Shot-call session ${id}`, context.apis.shotcall.sessions.get(id));

/** A session's prompts in running order. */
export async function promptsOf(context: GatewayContext, sessionId: string) {
  const prompts = await context.apis.shotcall.prompts.list(sessionId);
  return [...prompts].sort((a, b) => a.position - b.position);
}

const sessionPromptsMemo = perRequest<ShotcallPromptDto[]>();

/** The root field (its alias) a resolver runs under. */
function rootFieldOf(info: GraphQLResolveInfo): string | number {
  let path = info.path;
  while (path.prev) path = path.prev;
  return path.key;
}

/**
 * A session's prompts for its fields (`prompts`, `promptsVersion`): one shot-call call per session
 * and root field, so a later mutation of the same document reads the prompts afresh.
 */
export const sessionPromptsOf = (
  context: GatewayContext,
  sessionId: string,
  info: GraphQLResolveInfo,
) =>
  sessionPromptsMemo(context, `${rootFieldOf(info)}:${sessionId}`, () =>
    promptsOf(context, sessionId),
  );

/** A session's running order as reorderShotcallPrompts checks it: which prompt is where. */
export const runningOrderOf = (prompts: readonly ShotcallPromptDto[]) =>
  prompts.map(({ id, position }) => ({ id, position }));

const answersMemo = perRequest<Map<string, ShotcallAnswerDto>>();

/** A sport's answer bank by id, one shot-call call per sport and request. */
export const answersBySport = (context: GatewayContext, sport: SportCode) =>
  answersMemo(context, sport, async () => {
    const answers = await context.apis.shotcall.answers.list(sport);
    return new Map(answers.map((answer) => [answer.id, answer]));
  });

const broadcastsMemo = perRequest<Map<string, BroadcastDto>>();

/** A tournament's broadcasts by id, one data service call per tournament and request. */
export const broadcastsOfTournament = (context: GatewayContext, eldsTournamentId: string) =>
  broadcastsMemo(context, eldsTournamentId, async () => {
    const blocks = await context.apis.elds.getTournamentSchedule(eldsTournamentId);
    return new Map(
      blocks.flatMap((block) => block.broadcasts.map((broadcast) => [broadcast.id, broadcast])),
    );
  });

export const totalViewers = (prompt: Pick<ShotcallPromptDto, 'choices'>) =>
  prompt.choices.reduce((sum, choice) => sum + choice.viewers, 0);

/** An open prompt whose window has passed reads closed, whatever the read said. */
export function stateAt(prompt: ShotcallPromptDto, now: number): ShotcallPromptDto['state'] {
  return prompt.state === 'open' && prompt.closesAt && Date.parse(prompt.closesAt) <= now
    ? 'closed'
    : prompt.state;
}

const SESSION_RANK = { live: 0, scheduled: 1, ended: 2 } as const;

/** Live first, then scheduled (soonest first), then ended (latest first). */
export function sessionOrder(a: ShotcallSessionDto, b: ShotcallSessionDto): number {
  const rank = SESSION_RANK[a.state] - SESSION_RANK[b.state];
  if (rank !== 0) return rank;
  const byStart = a.scheduledStart.localeCompare(b.scheduledStart);
  return a.state === 'ended' ? -byStart : byStart;
}
