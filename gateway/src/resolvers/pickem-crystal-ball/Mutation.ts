/** Crystal-ball mutations (crystal-ball-admin v2), each on runMutation; refusals keep the service's message. */
import {
  CRYSTAL_BALL_MESSAGES as M,
  validateCertifyPrompts,
  validateCrystalBallAnswer,
  validateCrystalBallChoiceDraft,
  validateCrystalBallLocalization,
  validateCrystalBallPromptDraft,
  validateCrystalBallQuestionDraft,
  validateCrystalBallTierDraft,
} from '@esports-admin/schema/rules/pickem-crystal-ball';
import type { GraphQLResolveInfo } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, Refusal } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';
import { localizationSetOf } from './mapping';

/** One crystal-ball resource of the client: read by id, updated whole, deleted. */
interface RecordApi<Write, Saved> {
  get(id: string): Promise<Saved | null>;
  update(id: string, write: Write): Promise<Saved>;
  remove(id: string): Promise<unknown>;
}

const notFound = (noun: string, id: string) =>
  new Refusal(M.unknownRecord(noun, id), ErrorCode.NOT_FOUND);

/** An update of one crystal-ball record: read by id, version checked, written whole. */
function updateRecord<Write, Saved extends object, Ok>(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  api: RecordApi<Write, Saved>,
  noun: string,
  plan: {
    id: string;
    expectedVersion: string | null | undefined;
    inputErrors: Record<string, string>;
    write: Write;
    ok: (saved: Saved) => Ok;
  },
) {
  return runMutation(context, info, {
    entityId: plan.id,
    expectedVersion: plan.expectedVersion,
    inputErrors: inputErrorsOf(plan.inputErrors),
    load: () => api.get(plan.id),
    requested: () => plan.write,
    async perform(before) {
      if (!before) throw notFound(noun, plan.id);
      const saved = await api.update(plan.id, plan.write);
      return { ok: plan.ok(saved), after: saved };
    },
  });
}

/** A deletion of one crystal-ball record, with its reason; the service refuses picked ones (409). */
function deleteRecord<Saved extends object>(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  api: RecordApi<never, Saved>,
  noun: string,
  args: { id: string; expectedVersion?: string | null; reason?: string | null },
  message: string,
) {
  return runMutation(context, info, {
    entityId: args.id,
    expectedVersion: args.expectedVersion,
    reason: args.reason,
    load: () => api.get(args.id),
    async perform(before) {
      if (!before) throw notFound(noun, args.id);
      await api.remove(args.id);
      return { ok: { id: args.id, message }, after: null };
    },
  });
}

const questionWrite = (input: { eldsTournamentId: string; text: string }) => ({
  eldsTournamentId: input.eldsTournamentId,
  text: input.text.trim(),
});

const choiceWrite = (input: {
  promptId: string;
  label: string;
  eldsTeamId?: string | null;
  eldsPlayerId?: string | null;
  tierId?: string | null;
}) => ({
  promptId: input.promptId,
  label: input.label.trim(),
  eldsTeamId: input.eldsTeamId || null,
  eldsPlayerId: input.eldsPlayerId || null,
  tierId: input.tierId || null,
});

const tierWrite = (input: { promptId: string; name: string; points: number }) => ({
  promptId: input.promptId,
  name: input.name.trim(),
  points: input.points,
});

export const crystalBallMutationResolvers: MutationResolvers = {
  createCrystalBallQuestion: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateCrystalBallQuestionDraft(input)),
      write: () => questionWrite(input),
      create: (write) => context.apis.pickem.crystalBallQuestions.create(write),
      ok: (question) => ({ question, message: M.questionCreated }),
    }),
  updateCrystalBallQuestion: (_, { id, input, expectedVersion }, context, info) =>
    updateRecord(context, info, context.apis.pickem.crystalBallQuestions, 'Question', {
      id,
      expectedVersion,
      inputErrors: validateCrystalBallQuestionDraft(input),
      write: questionWrite(input),
      ok: (question) => ({ question, message: M.questionSaved }),
    }),
  deleteCrystalBallQuestion: (_, args, context, info) =>
    deleteRecord(
      context,
      info,
      context.apis.pickem.crystalBallQuestions,
      'Question',
      args,
      M.questionDeleted,
    ),

  createCrystalBallPrompt: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateCrystalBallPromptDraft(input)),
      write: () => ({ ...input }),
      create: (write) => context.apis.pickem.crystalBallPrompts.create(write),
      ok: (prompt) => ({ prompt, message: M.promptCreated }),
    }),
  updateCrystalBallPrompt: (_, { id, input, expectedVersion }, context, info) =>
    updateRecord(context, info, context.apis.pickem.crystalBallPrompts, 'Prompt', {
      id,
      expectedVersion,
      inputErrors: validateCrystalBallPromptDraft(input),
      write: { ...input },
      ok: (prompt) => ({ prompt, message: M.promptSaved }),
    }),
  deleteCrystalBallPrompt: (_, args, context, info) =>
    deleteRecord(
      context,
      info,
      context.apis.pickem.crystalBallPrompts,
      'Prompt',
      args,
      M.promptDeleted,
    ),
  certifyCrystalBallPrompts: (_, { promptIds }, context, info) =>
    runMutation(context, info, {
      inputErrors: inputErrorsOf(validateCertifyPrompts(promptIds)),
      requested: () => ({ promptIds }),
      async perform() {
        // The service certifies all or none (409 names the prompt that stopped it).
        const prompts = await context.apis.pickem.certifyPrompts(promptIds);
        return { ok: { prompts, message: M.promptsCertified(prompts.length) }, after: prompts };
      },
    }),

  createCrystalBallChoice: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateCrystalBallChoiceDraft(input)),
      write: () => choiceWrite(input),
      create: (write) => context.apis.pickem.crystalBallChoices.create(write),
      ok: (choice) => ({ choice, message: M.choiceCreated }),
    }),
  updateCrystalBallChoice: (_, { id, input, expectedVersion }, context, info) =>
    updateRecord(context, info, context.apis.pickem.crystalBallChoices, 'Choice', {
      id,
      expectedVersion,
      inputErrors: validateCrystalBallChoiceDraft(input),
      write: choiceWrite(input),
      ok: (choice) => ({ choice, message: M.choiceSaved }),
    }),
  deleteCrystalBallChoice: (_, args, context, info) =>
    deleteRecord(
      context,
      info,
      context.apis.pickem.crystalBallChoices,
      'Choice',
      args,
      M.choiceDeleted,
    ),

  createCrystalBallChoiceTier: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateCrystalBallTierDraft(input)),
      write: () => tierWrite(input),
      create: (write) => context.apis.pickem.crystalBallChoiceTiers.create(write),
      ok: (tier) => ({ tier, message: M.tierCreated }),
    }),
  updateCrystalBallChoiceTier: (_, { id, input, expectedVersion }, context, info) =>
    updateRecord(context, info, context.apis.pickem.crystalBallChoiceTiers, 'Tier', {
      id,
      expectedVersion,
      inputErrors: validateCrystalBallTierDraft(input),
      write: tierWrite(input),
      ok: (tier) => ({ tier, message: M.tierSaved }),
    }),
  deleteCrystalBallChoiceTier: (_, args, context, info) =>
    deleteRecord(
      context,
      info,
      context.apis.pickem.crystalBallChoiceTiers,
      'Tier',
      args,
      M.tierDeleted,
    ),

  setCrystalBallAnswer: (_, { promptId, choiceIds, expectedVersion }, context, info) => {
    const answers = context.apis.pickem.crystalBallAnswers;
    return runMutation(context, info, {
      entityId: promptId,
      expectedVersion,
      inputErrors: inputErrorsOf(validateCrystalBallAnswer(choiceIds)),
      load: async () => (await answers.list({ promptId }))[0] ?? null,
      requested: () => ({ promptId, choiceIds }),
      async perform(before) {
        const write = { promptId, choiceIds: [...choiceIds] };
        const answer = before
          ? await answers.update(before.id, write)
          : await answers.create(write);
        return { ok: { answer, message: M.answerSaved }, after: answer };
      },
    });
  },

  saveCrystalBallLocalization: (_, { key, texts, expectedVersion }, context, info) => {
    const { pickem } = context.apis;
    return runMutation(context, info, {
      entityId: key,
      expectedVersion,
      inputErrors: inputErrorsOf(validateCrystalBallLocalization(texts)),
      load: async () => localizationSetOf(key, await pickem.getCrystalBallLocalizations([key])),
      requested: () => texts,
      async perform() {
        const saved = await pickem.saveCrystalBallLocalization({
          key,
          texts: texts.map(({ locale, text }) => ({ locale, text: text.trim() })),
        });
        const localization = localizationSetOf(key, saved);
        return { ok: { localization, message: M.localizationSaved }, after: localization };
      },
    });
  },
};
