import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import {
  DEFAULT_TEAM_CATEGORY,
  DEFAULT_TEAM_FORMATS,
  matchesTeamSearch,
  TEAM_MESSAGES,
  validateTeamDraft,
} from '@esports-admin/schema/rules/team';
import type { TeamDto, TeamWriteDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { Resolvers, ResolversTypes, TeamInput } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError } from '../errors';

type TeamResult = ResolversTypes['TeamMutationResult'];

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

function refusedInput(input: TeamInput): TeamResult | null {
  const errors = Object.entries(validateTeamDraft(input)).map(([field, message]) => ({
    field,
    message: message!,
  }));
  if (errors.length === 0) return null;
  return {
    ok: null,
    error: {
      message: errors.map((e) => e.message).join('; '),
      code: ErrorCode.BAD_USER_INPUT,
      inputErrors: errors,
    },
  };
}

async function teamChange(
  context: GatewayContext,
  action: string,
  target: string | undefined,
  change: () => Promise<TeamDto>,
  message: string,
): Promise<TeamResult> {
  const who = context.user.username;
  try {
    const team = await change();
    context.audit.record({ user: who, action, target: team.id, result: 'ok' });
    return { ok: { team, message }, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.audit.record({ user: who, action, target, result: 'error', detail: error.message });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
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
    createTeam: (_, { input }, context) =>
      refusedInput(input) ??
      teamChange(
        context,
        'createTeam',
        undefined,
        () => context.apis.elds.createTeam(toWriteDto(input)),
        TEAM_MESSAGES.created,
      ),
    updateTeam: (_, { id, input }, context) =>
      refusedInput(input) ??
      teamChange(
        context,
        'updateTeam',
        id,
        () => context.apis.elds.updateTeam(id, toWriteDto(input)),
        TEAM_MESSAGES.updated,
      ),
  },
};
