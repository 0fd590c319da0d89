import {
  SHOTCALL_MESSAGES,
  sessionTransitionProblem,
  validateShotcallAnswerDraft,
  validateShotcallQuestionDraft,
  validateShotcallRewardCriteriaDraft,
  validateShotcallSessionDraft,
} from '@esports-admin/schema/rules/shotcall';
import type {
  ShotcallSessionDto,
  ShotcallSessionWriteDto,
} from '@esports-admin/schema/upstream/shotcall';
import type { MutationResolvers, ShotcallSessionInput } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, Refusal } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';
import { required, sessionOf } from './mapping';
import { shotcallPromptMutationResolvers } from './prompts';

const sessionWrite = (input: ShotcallSessionInput): ShotcallSessionWriteDto => ({
  name: input.name.trim(),
  eldsTournamentId: input.eldsTournamentId,
  eldsMatchId: input.eldsMatchId,
  broadcastId: input.broadcastId ?? null,
  scheduledStart: input.scheduledStart,
});

const sessionAsWritten = (session: ShotcallSessionDto): ShotcallSessionWriteDto => ({
  name: session.name,
  eldsTournamentId: session.eldsTournamentId,
  eldsMatchId: session.eldsMatchId,
  broadcastId: session.broadcastId,
  scheduledStart: session.scheduledStart,
});

export const shotcallMutationResolvers: MutationResolvers = {
  createShotcallAnswer: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateShotcallAnswerDraft(input)),
      write: () => ({ sport: input.sport, text: input.text.trim() }),
      create: (write) => context.apis.shotcall.answers.create(write),
      ok: (answer) => ({ answer, message: SHOTCALL_MESSAGES.answerCreated }),
    }),
  updateShotcallAnswer: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validateShotcallAnswerDraft(input)),
      load: () => required(`Shot-call answer ${id}`, context.apis.shotcall.answers.get(id)),
      requested: () => input,
      async perform() {
        const answer = await context.apis.shotcall.answers.update(id, {
          sport: input.sport,
          text: input.text.trim(),
        });
        return { ok: { answer, message: SHOTCALL_MESSAGES.answerSaved }, after: answer };
      },
    }),
  deleteShotcallAnswer: (_, { id, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () => required(`Shot-call answer ${id}`, context.apis.shotcall.answers.get(id)),
      async perform() {
        await context.apis.shotcall.answers.remove(id);
        return { ok: { id, message: SHOTCALL_MESSAGES.answerDeleted }, after: null };
      },
    }),
  createShotcallQuestion: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateShotcallQuestionDraft(input)),
      write: () => ({ ...input, text: input.text.trim() }),
      create: (write) => context.apis.shotcall.questions.create(write),
      ok: (question) => ({ question, message: SHOTCALL_MESSAGES.questionCreated }),
    }),
  updateShotcallQuestion: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validateShotcallQuestionDraft(input)),
      load: () => required(`Shot-call question ${id}`, context.apis.shotcall.questions.get(id)),
      requested: () => input,
      async perform() {
        const question = await context.apis.shotcall.questions.update(id, {
          ...input,
          text: input.text.trim(),
        });
        return { ok: { question, message: SHOTCALL_MESSAGES.questionSaved }, after: question };
      },
    }),
  deleteShotcallQuestion: (_, { id, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () => required(`Shot-call question ${id}`, context.apis.shotcall.questions.get(id)),
      async perform() {
        await context.apis.shotcall.questions.remove(id);
        return { ok: { id, message: SHOTCALL_MESSAGES.questionDeleted }, after: null };
      },
    }),
  createShotcallSession: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateShotcallSessionDraft(input)),
      write: () => sessionWrite(input),
      create: (write) => context.apis.shotcall.sessions.create(write),
      ok: (session) => ({ session, message: SHOTCALL_MESSAGES.sessionCreated }),
    }),
  updateShotcallSession: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validateShotcallSessionDraft(input)),
      load: () => sessionOf(context, id),
      requested: () => sessionWrite(input),
      async perform() {
        const session = await context.apis.shotcall.sessions.update(id, sessionWrite(input));
        return { ok: { session, message: SHOTCALL_MESSAGES.sessionSaved }, after: session };
      },
    }),
  setShotcallSessionState: (_, { id, state, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () => sessionOf(context, id),
      requested: (before) => before && { ...before, state },
      async perform(before) {
        const problem = sessionTransitionProblem(before.state, state);
        if (problem) throw new Refusal(problem, ErrorCode.CONFLICT);
        const session = await context.apis.shotcall.sessions.update(id, {
          ...sessionAsWritten(before),
          state,
        });
        const message =
          state === 'live' ? SHOTCALL_MESSAGES.sessionLive : SHOTCALL_MESSAGES.sessionEnded;
        return { ok: { session, message }, after: session };
      },
    }),
  ...shotcallPromptMutationResolvers,
  createShotcallRewardCriteria: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateShotcallRewardCriteriaDraft(input)),
      write: () => ({
        ...input,
        name: input.name.trim(),
        inventoryItemId: input.inventoryItemId ?? null,
      }),
      create: (write) => context.apis.shotcall.rewardCriteria.create(write),
      ok: (rewardCriteria) => ({ rewardCriteria, message: SHOTCALL_MESSAGES.criteriaCreated }),
    }),
  updateShotcallRewardCriteria: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validateShotcallRewardCriteriaDraft(input)),
      load: () =>
        required(`Shot-call reward criteria ${id}`, context.apis.shotcall.rewardCriteria.get(id)),
      requested: () => input,
      async perform() {
        const rewardCriteria = await context.apis.shotcall.rewardCriteria.update(id, {
          ...input,
          name: input.name.trim(),
          inventoryItemId: input.inventoryItemId ?? null,
        });
        return {
          ok: { rewardCriteria, message: SHOTCALL_MESSAGES.criteriaSaved },
          after: rewardCriteria,
        };
      },
    }),
  deleteShotcallRewardCriteria: (_, { id, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () =>
        required(`Shot-call reward criteria ${id}`, context.apis.shotcall.rewardCriteria.get(id)),
      async perform() {
        await context.apis.shotcall.rewardCriteria.remove(id);
        return { ok: { id, message: SHOTCALL_MESSAGES.criteriaDeleted }, after: null };
      },
    }),
};
