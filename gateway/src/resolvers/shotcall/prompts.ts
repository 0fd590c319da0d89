/** Prompt mutations: drafting and ordering, and the two live actions (trigger, resolve). */
import {
  reorderProblem,
  SHOTCALL_MESSAGES,
  validateShotcallPromptDraft,
} from '@esports-admin/schema/rules/shotcall';
import type {
  ShotcallPromptDto,
  ShotcallPromptWriteDto,
} from '@esports-admin/schema/upstream/shotcall';
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { runIdempotentMutation } from '../../mutations/idempotency';
import { inputErrorsOf, invalidInput, Refusal } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';
import { promptOf, promptsOf, required, runningOrderOf, sessionOf } from './mapping';

const questionOf = (context: GatewayContext, id: string) =>
  required(`Shot-call question ${id}`, context.apis.shotcall.questions.get(id));

/** What a trigger answers; `requestId` tells the caller that sent it from one answered a stored result. */
interface TriggerAnswer {
  prompt: ShotcallPromptDto;
  alreadyLive: boolean;
  requestId: string;
}

const conflict = (message: string) => new Refusal(message, ErrorCode.CONFLICT);

export const shotcallPromptMutationResolvers: MutationResolvers = {
  createShotcallPrompt: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateShotcallPromptDraft(input)),
      write: () => input,
      async create(write) {
        const [question, prompts] = await Promise.all([
          questionOf(context, write.questionId),
          promptsOf(context, write.sessionId),
        ]);
        return context.apis.shotcall.prompts.create({
          sessionId: write.sessionId,
          questionId: write.questionId,
          position: Math.max(0, ...prompts.map((prompt) => prompt.position)) + 1,
          windowSeconds: write.windowSeconds ?? question.windowSeconds,
        });
      },
      ok: (prompt) => ({ prompt, message: SHOTCALL_MESSAGES.promptCreated }),
    }),
  updateShotcallPrompt: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validateShotcallPromptDraft(input)),
      load: () => promptOf(context, id),
      requested: () => input,
      async perform(before) {
        const sameQuestion = before.questionId === input.questionId;
        const windowSeconds =
          input.windowSeconds ??
          (sameQuestion
            ? before.windowSeconds
            : (await questionOf(context, input.questionId)).windowSeconds);
        const write: ShotcallPromptWriteDto = {
          sessionId: input.sessionId,
          questionId: input.questionId,
          position: before.position,
          windowSeconds,
        };
        const prompt = await context.apis.shotcall.prompts.update(id, write);
        return { ok: { prompt, message: SHOTCALL_MESSAGES.promptSaved }, after: prompt };
      },
    }),
  deleteShotcallPrompt: (_, { id, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () => promptOf(context, id),
      async perform() {
        await context.apis.shotcall.prompts.remove(id);
        return { ok: { id, message: SHOTCALL_MESSAGES.promptDeleted }, after: null };
      },
    }),
  reorderShotcallPrompts: (_, { sessionId, promptIds, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: sessionId,
      expectedVersion,
      // The record checked is the running order: a reorder leaves the session itself unchanged.
      load: async () => runningOrderOf(await promptsOf(context, sessionId)),
      requested: () => ({ promptIds }),
      async perform(_order, progress) {
        const [session, prompts] = await Promise.all([
          sessionOf(context, sessionId),
          promptsOf(context, sessionId),
        ]);
        const problem = reorderProblem(prompts, promptIds);
        if (problem) {
          throw problem === SHOTCALL_MESSAGES.reorderMovesTriggered
            ? conflict(problem)
            : invalidInput([{ field: 'promptIds', message: problem }]);
        }
        for (const prompt of prompts) {
          const position = promptIds.indexOf(prompt.id) + 1;
          if (position === prompt.position) continue;
          await context.apis.shotcall.prompts.update(prompt.id, {
            sessionId,
            questionId: prompt.questionId,
            position,
            windowSeconds: prompt.windowSeconds,
          });
          progress.applied(`“${prompt.text}” moved to ${position}`);
        }
        return { ok: { session, message: SHOTCALL_MESSAGES.promptsReordered } };
      },
    }),
  async triggerShotcallPrompt(_, { id }, context, info) {
    // Keyed on the prompt: a repeat by the same operator is answered from the shared store; a
    // second operator waits on the prompt's lock, then finds it no longer a draft.
    const outcome = await runIdempotentMutation<TriggerAnswer, ShotcallPromptDto>(
      context,
      info,
      { key: `shotcall-prompt:${id}`, request: { id } },
      {
        entityId: id,
        load: () => promptOf(context, id),
        entityIdOf: (answer) => answer.prompt.id,
        async perform(before) {
          const session = await sessionOf(context, before.sessionId);
          const inSession = `session ${session.id} (${session.name})`;
          if (before.state !== 'draft') {
            return {
              ok: { prompt: before, alreadyLive: true, requestId: context.requestId },
              after: before,
              note: `${SHOTCALL_MESSAGES.promptAlreadyLive} In ${inSession}.`,
            };
          }
          if (session.state !== 'live') {
            throw conflict(SHOTCALL_MESSAGES.triggerNeedsLiveSession(session.state));
          }
          const prompt = await context.apis.shotcall.prompts.trigger(id);
          return {
            ok: { prompt, alreadyLive: false, requestId: context.requestId },
            after: prompt,
            note: `Triggered in ${inSession}.`,
          };
        },
      },
    );
    if (!outcome.ok) return outcome;
    const { alreadyLive, requestId } = outcome.ok;
    const repeat = alreadyLive || requestId !== context.requestId;
    // A stored answer holds the prompt as it was triggered; a repeat shows it as it is now.
    const prompt =
      repeat && !alreadyLive
        ? ((await context.apis.shotcall.prompts.get(id)) ?? outcome.ok.prompt)
        : outcome.ok.prompt;
    return {
      ok: {
        prompt,
        alreadyLive: repeat,
        message: repeat ? SHOTCALL_MESSAGES.promptAlreadyLive : SHOTCALL_MESSAGES.promptTriggered,
      },
      error: null,
    };
  },
  resolveShotcallPrompt: (_, { id, choiceId }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      load: () => promptOf(context, id),
      requested: (before) => before && { ...before, correctChoiceId: choiceId },
      async perform(before) {
        if (before.state === 'draft') throw conflict(SHOTCALL_MESSAGES.resolveBeforeTrigger);
        if (before.state === 'resolved') throw conflict(SHOTCALL_MESSAGES.alreadyResolved);
        const choice = before.choices.find((candidate) => candidate.id === choiceId);
        if (!choice)
          throw invalidInput([{ field: 'choiceId', message: SHOTCALL_MESSAGES.notAChoice }]);
        const prompt = await context.apis.shotcall.prompts.resolve(id, choiceId);
        return {
          ok: { prompt, message: SHOTCALL_MESSAGES.promptResolved },
          after: prompt,
          note: `Resolved in session ${before.sessionId} with “${choice.text}” (choice ${choice.id}).`,
        };
      },
    }),
};
