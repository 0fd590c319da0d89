import {
  ORGANIZATION_MESSAGES,
  validateOrganizationDraft,
  type OrganizationDraft,
} from '@esports-admin/schema/rules/organization';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import {
  LOGO_BUNDLE_KEYS,
  type LogoBundleDto,
  type OrganizationDto,
  type OrganizationStatusDto,
  type OrganizationWriteDto,
} from '@esports-admin/schema/upstream/elds-organizations';
import type {
  OrganizationInput,
  OrganizationListFilter,
  Resolvers,
  ResolversTypes,
} from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError } from '../errors';

type OrganizationResult = ResolversTypes['OrganizationMutationResult'];

const STATUS: Record<OrganizationListFilter, OrganizationStatusDto> = {
  ACTIVE: 'active',
  ARCHIVED: 'archived',
};

function toDraft(input: OrganizationInput): OrganizationDraft {
  const bundle = input.logoBundle ?? {};
  return {
    name: input.name,
    tricode: input.tricode,
    primaryColor: input.primaryColor ?? '',
    secondaryColor: input.secondaryColor ?? '',
    logoBundle: Object.fromEntries(
      LOGO_BUNDLE_KEYS.map((key) => [key, bundle[key] ?? '']),
    ) as OrganizationDraft['logoBundle'],
  };
}

function toWriteDto(input: OrganizationInput, status: OrganizationStatusDto): OrganizationWriteDto {
  const draft = toDraft(input);
  return {
    name: draft.name.trim(),
    tricode: draft.tricode,
    status,
    primaryColor: draft.primaryColor || null,
    secondaryColor: draft.secondaryColor || null,
    logoBundle: Object.fromEntries(
      LOGO_BUNDLE_KEYS.map((key) => [key, draft.logoBundle[key].trim() || null]),
    ) as unknown as LogoBundleDto,
  };
}

function refusedInput(input: OrganizationInput): OrganizationResult | null {
  const errors = Object.entries(validateOrganizationDraft(toDraft(input))).map(
    ([field, message]) => ({ field, message: message ?? '' }),
  );
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

/**
 * Runs an organization change and reports it as a value: the spec's success message, or the
 * refusal with its code. Other errors propagate.
 */
async function organizationChange(
  context: GatewayContext,
  action: string,
  target: string | undefined,
  change: () => Promise<{ organization: OrganizationDto; message: string }>,
): Promise<OrganizationResult> {
  const who = context.user.username;
  try {
    const ok = await change();
    context.audit.record({ user: who, action, target: ok.organization.id, result: 'ok' });
    return { ok, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.audit.record({ user: who, action, target, result: 'error', detail: error.message });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
}

async function existingOrganization(context: GatewayContext, id: string) {
  const organization = await context.apis.elds.getOrganization(id);
  if (!organization) {
    throw new UpstreamError(`404 - Organization ${id} not found`, ErrorCode.NOT_FOUND, 'elds', 404);
  }
  return organization;
}

/** Archive and unarchive toggle the status; asking for the status it already has is refused. */
async function setStatus(context: GatewayContext, id: string, status: OrganizationStatusDto) {
  const { id: _id, ...current } = await existingOrganization(context, id);
  if (current.status === status) {
    const message =
      status === 'archived'
        ? ORGANIZATION_MESSAGES.alreadyArchived(current.name)
        : ORGANIZATION_MESSAGES.notArchived(current.name);
    throw new UpstreamError(message, ErrorCode.CONFLICT, 'elds', 409);
  }
  return context.apis.elds.updateOrganization(id, { ...current, status });
}

export const organizationResolvers: Resolvers = {
  Query: {
    organizations(_, { filter, search, ids }, { apis }) {
      const term = effectiveSearch(search);
      return apis.elds.getOrganizations({
        status: STATUS[filter],
        ...(term ? { search: term } : {}),
        ...(ids ? { organizationIds: ids } : {}),
      });
    },
    organization: (_, { id }, { apis }) => apis.elds.getOrganization(id),
  },
  Mutation: {
    createOrganization(_, { input }, context) {
      return (
        refusedInput(input) ??
        organizationChange(context, 'createOrganization', undefined, async () => {
          const organization = await context.apis.elds.createOrganization(
            toWriteDto(input, 'active'),
          );
          return { organization, message: ORGANIZATION_MESSAGES.created(organization.name) };
        })
      );
    },
    updateOrganization(_, { id, input }, context) {
      return (
        refusedInput(input) ??
        organizationChange(context, 'updateOrganization', id, async () => {
          const current = await existingOrganization(context, id);
          const organization = await context.apis.elds.updateOrganization(
            id,
            toWriteDto(input, current.status),
          );
          return { organization, message: ORGANIZATION_MESSAGES.updated(organization.name) };
        })
      );
    },
    archiveOrganization: (_, { id }, context) =>
      organizationChange(context, 'archiveOrganization', id, async () => {
        const organization = await setStatus(context, id, 'archived');
        return { organization, message: ORGANIZATION_MESSAGES.archived(organization.name) };
      }),
    unarchiveOrganization: (_, { id }, context) =>
      organizationChange(context, 'unarchiveOrganization', id, async () => {
        const organization = await setStatus(context, id, 'active');
        return { organization, message: ORGANIZATION_MESSAGES.unarchived(organization.name) };
      }),
  },
};
