/** Format templates (issue #37): `formatTemplates`, and `applyFormatTemplate` in one write. */
import { INPUT_LIST_CAPS } from '@esports-admin/schema/rules/constants';
import {
  buildFormatStage,
  FORMAT_TEMPLATES,
  formatMatchCount,
  formatOptionErrors,
  formatTemplate,
  templateStageName,
  type FormatOptions,
} from '@esports-admin/schema/rules/format-templates';
import { freshStructuralId, nameSlug } from '@esports-admin/schema/rules/stage-catalogue';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import { validateSlug } from '@esports-admin/schema/rules/validation';
import {
  type TournamentDto,
  writeKeepingMatches,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { ApplyFormatTemplateInput, Resolvers } from '../../__generated__/resolvers-types';
import { invalidInput } from '../../mutations/outcome';
import { changeTournament } from './change';
import { formatStageWrite } from './format-stage';
import { existing } from './graph';

/** The stages a tournament write takes (its input cap). */
const MAX_STAGES = INPUT_LIST_CAPS['TournamentInput.stages']!;

const optionsOf = (input: ApplyFormatTemplateInput): FormatOptions => ({
  template: input.template,
  participants: input.participants,
  thirdPlaceMatch: input.thirdPlaceMatch ?? undefined,
  grandFinalReset: input.grandFinalReset ?? undefined,
  groups: input.groups ?? undefined,
  roundRobinRounds: input.roundRobinRounds ?? undefined,
  winsToAdvance: input.winsToAdvance ?? undefined,
  lossesToDrop: input.lossesToDrop ?? undefined,
  bestOf: input.bestOf ?? undefined,
  roundBestOf: input.roundBestOf ?? undefined,
});

/** `stage-N`, N the lowest no stage or section of the tournament uses (as the stage builder). */
function freshStageId(tournament: TournamentDto): string {
  const used = new Set(
    (tournament.stages ?? []).flatMap((stage) => [
      stage.structuralId,
      ...stage.sections.map((section) => section.structuralId),
    ]),
  );
  return freshStructuralId(used, 'stage');
}

/**
 * The name asked for, refused when a stage has it; else the template's, or when a stage has that,
 * the first catalogue name no stage uses.
 */
function stageNameFor(tournament: TournamentDto, input: ApplyFormatTemplateInput): string {
  const taken = (tournament.stages ?? []).map((stage) => stage.name.slug);
  const asked = input.stageName?.trim();
  if (asked) {
    const problem = validateSlug(nameSlug(asked));
    if (problem) throw invalidInput([{ field: 'stageName', message: problem }]);
    if (taken.includes(nameSlug(asked))) {
      throw invalidInput([
        { field: 'stageName', message: TOURNAMENT_MESSAGES.stageNameTaken(asked) },
      ]);
    }
    return asked;
  }
  return templateStageName(input.template, taken);
}

export const tournamentFormatResolvers: Resolvers = {
  Query: {
    formatTemplates: () =>
      FORMAT_TEMPLATES.map((template) => ({ ...template, options: [...template.options] })),
  },
  Mutation: {
    applyFormatTemplate: (_, { tournamentId, input, expectedVersion }, context, info) => {
      const options = optionsOf(input);
      return changeTournament(context, info, {
        entityId: tournamentId,
        expectedVersion,
        inputErrors: formatOptionErrors(options).map(({ field, message }) => ({ field, message })),
        load: () => existing(context, tournamentId),
        requested: () => ({ applyFormatTemplate: input }),
        async perform(current) {
          if ((current.stages ?? []).length >= MAX_STAGES) {
            throw invalidInput([
              { field: 'template', message: TOURNAMENT_MESSAGES.stageLimit(MAX_STAGES) },
            ]);
          }
          const name = stageNameFor(current, input);
          const stage = buildFormatStage(options, { structuralId: freshStageId(current), name });
          const write = writeKeepingMatches(current);
          write.stages.push(formatStageWrite(stage));
          return {
            tournament: await context.apis.elds.updateTournament(tournamentId, write),
            message: TOURNAMENT_MESSAGES.formatApplied(
              name,
              formatTemplate(input.template).name,
              formatMatchCount(stage),
            ),
          };
        },
      });
    },
  },
};
