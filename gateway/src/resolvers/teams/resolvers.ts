import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import {
  DEFAULT_TEAM_CATEGORY,
  DEFAULT_TEAM_FORMATS,
  matchesTeamSearch,
  TEAM_MESSAGES,
  validateTeamDraft,
} from '@esports-admin/schema/rules/team';
import type { TeamDto, TeamWriteDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { Resolvers, TeamInput } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, Refusal } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';

const blankAsNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function toWriteDto(input: TeamInput): TeamWriteDto {
  return {
    name: input.name.trim(),
    tricode: input.tricode.trim(),
    slug: input.slug,
    sport: input.sport,
    status: input.status ?? 'active',
    homeLeagueId: input.homeLeagueId || null,
    category: input.category || DEFAULT_TEAM_CATEGORY,
    supportedFormats: input.supportedFormats
      ? [...input.supportedFormats]
      : [...DEFAULT_TEAM_FORMATS],
    roster: (input.roster ?? []).map((playerId) => ({ playerId })),
    organizationId: input.organizationId || null,
    primaryColor: blankAsNull(input.primaryColor),
    secondaryColor: blankAsNull(input.secondaryColor),
    logoUrl: blankAsNull(input.logoUrl),
    alternateLogoUrl: blankAsNull(input.alternateLogoUrl),
    lightLogoUrl: blankAsNull(input.lightLogoUrl),
    darkLogoUrl: blankAsNull(input.darkLogoUrl),
    plateImageUrl: blankAsNull(input.plateImageUrl),
    backgroundImageUrl: blankAsNull(input.backgroundImageUrl),
    photoUrl: blankAsNull(input.photoUrl),
  };
}

async function existingTeam(context: GatewayContext, id: string): Promise<TeamDto> {
  const team = await context.loaders.teams.load(id);
  if (!team) throw new Refusal(`404 - Team ${id} not found`, ErrorCode.NOT_FOUND);
  return team;
}

export const teamResolvers: Resolvers = {
  Query: {
    async teams(_, { sport, status, search }, { apis }) {
      const term = effectiveSearch(search) ?? undefined;
      const teams = await apis.elds.getTeams({ sport, status, search: term });
      return teams.filter((team) => matchesTeamSearch(team, term));
    },
    team: (_, { id }, { loaders }) => loaders.teams.load(id),
  },
  Mutation: {
    createTeam: (_, { input }, context, info) =>
      runCreateMutation(context, info, {
        inputErrors: inputErrorsOf(validateTeamDraft(input)),
        write: () => toWriteDto(input),
        create: (write) => context.apis.elds.createTeam(write),
        ok: (team) => ({ team, message: TEAM_MESSAGES.created }),
      }),
    updateTeam: (_, { id, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        inputErrors: inputErrorsOf(validateTeamDraft(input)),
        load: () => existingTeam(context, id),
        requested: () => ({ id, ...toWriteDto(input) }),
        async perform() {
          const team = await context.apis.elds.updateTeam(id, toWriteDto(input));
          return { ok: { team, message: TEAM_MESSAGES.updated }, after: team };
        },
      }),
  },
};
