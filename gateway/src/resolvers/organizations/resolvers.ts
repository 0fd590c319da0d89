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
import type { OrganizationInput, Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, Refusal } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';
import { setStatus, type StatusRecords } from '../set-status';

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

function inputErrors(input: OrganizationInput) {
  return inputErrorsOf(validateOrganizationDraft(toDraft(input)));
}

async function existingOrganization(context: GatewayContext, id: string) {
  const organization = await context.apis.elds.getOrganization(id);
  if (!organization) throw new Refusal(`404 - Organization ${id} not found`, ErrorCode.NOT_FOUND);
  return organization;
}

/** Archive and unarchive toggle the status; asking for the status it already has is refused. */
const organizationRecords: StatusRecords<OrganizationDto> = {
  load: existingOrganization,
  save: (context, id, organization) => context.apis.elds.updateOrganization(id, organization),
  alreadySet: ({ status, name }) =>
    status === 'archived'
      ? ORGANIZATION_MESSAGES.alreadyArchived(name)
      : ORGANIZATION_MESSAGES.notArchived(name),
};

export const organizationResolvers: Resolvers = {
  Query: {
    organizations(_, { filter, search, ids }, { apis }) {
      const term = effectiveSearch(search);
      return apis.elds.getOrganizations({
        status: filter,
        ...(term ? { search: term } : {}),
        ...(ids ? { organizationIds: ids } : {}),
      });
    },
    organization: (_, { id }, { apis }) => apis.elds.getOrganization(id),
  },
  Mutation: {
    createOrganization: (_, { input }, context, info) =>
      runMutation(context, info, {
        inputErrors: inputErrors(input),
        requested: () => toWriteDto(input, 'active'),
        async perform() {
          const organization = await context.apis.elds.createOrganization(
            toWriteDto(input, 'active'),
          );
          return {
            ok: { organization, message: ORGANIZATION_MESSAGES.created(organization.name) },
            after: organization,
            entityId: organization.id,
          };
        },
      }),
    updateOrganization: (_, { id, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        inputErrors: inputErrors(input),
        load: () => existingOrganization(context, id),
        requested: (current) => ({ id, ...toWriteDto(input, current?.status ?? 'active') }),
        async perform(current) {
          const organization = await context.apis.elds.updateOrganization(
            id,
            toWriteDto(input, current.status),
          );
          return {
            ok: { organization, message: ORGANIZATION_MESSAGES.updated(organization.name) },
            after: organization,
          };
        },
      }),
    archiveOrganization: setStatus(organizationRecords, 'archived', (organization) => ({
      organization,
      message: ORGANIZATION_MESSAGES.archived(organization.name),
    })),
    unarchiveOrganization: setStatus(organizationRecords, 'active', (organization) => ({
      organization,
      message: ORGANIZATION_MESSAGES.unarchived(organization.name),
    })),
  },
};
