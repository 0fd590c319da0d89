/** Mocked gateway answers for the organization tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import {
  ArchiveOrganizationDocument,
  CreateOrganizationDocument,
  OrganizationEditPageDocument,
  OrganizationListPageDocument,
  UnarchiveOrganizationDocument,
  UpdateOrganizationDocument,
  type OrganizationInput,
  type OrganizationListPageQueryVariables,
  type ErrorCode,
} from '../../__generated__/graphql';
import { mutationError, STORED_VERSION } from '../../test/mutationMocks';

export function listRow(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Organization',
    id,
    name,
    tricode: name.slice(0, 3).toUpperCase(),
    status: 'active',
    primaryColor: '#E4002B',
    secondaryColor: '#FFFFFF',
    logoBundle: { __typename: 'LogoBundle', lightLogo: `https://cdn.example.com/${id}.png` },
    ...overrides,
  };
}

export function listMock(
  variables: OrganizationListPageQueryVariables,
  organizations: ReturnType<typeof listRow>[],
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: OrganizationListPageDocument, variables },
    result: { data: { organizations } },
    maxUsageCount,
  };
}

/** A successful organization mutation answering `organization`. */
function okResult(field: string, message: string, organization: unknown) {
  return {
    data: {
      [field]: {
        __typename: 'OrganizationMutationResult',
        ok: { __typename: 'OrganizationMutationSuccess', message, organization },
        error: null,
      },
    },
  };
}

const statusResult = (field: string, id: string, status: string, message: string) =>
  okResult(field, message, { __typename: 'Organization', id, status });

export const archiveMock = (
  id: string,
  name: string,
  reason?: string,
): MockLink.MockedResponse => ({
  request: { query: ArchiveOrganizationDocument, variables: reason ? { id, reason } : { id } },
  result: statusResult(
    'archiveOrganization',
    id,
    'archived',
    `Organization ${name} archived successfully!`,
  ),
});

export const unarchiveMock = (id: string, name: string): MockLink.MockedResponse => ({
  request: { query: UnarchiveOrganizationDocument, variables: { id } },
  result: statusResult(
    'unarchiveOrganization',
    id,
    'active',
    `Organization ${name} unarchived successfully!`,
  ),
});

export function storedOrganization(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Organization',
    id,
    version: STORED_VERSION,
    name: 'Hanwha Life Esports',
    tricode: 'HLE',
    status: 'active',
    primaryColor: '#F37321',
    secondaryColor: null,
    logoBundle: {
      __typename: 'LogoBundle',
      lightLogo: 'https://cdn.example.com/hle/light.png',
      darkLogo: null,
      altLightLogo: null,
      altDarkLogo: null,
      plateImage: null,
      backgroundImage: null,
    },
    ...overrides,
  };
}

export const editPageMock = (id: string, organization: unknown): MockLink.MockedResponse => ({
  request: { query: OrganizationEditPageDocument, variables: { id } },
  result: { data: { organization } },
});

const saveResult = (field: string, id: string, message: string) =>
  okResult(field, message, storedOrganization(id));

export const createMock = (
  input: OrganizationInput,
  message: string,
  result?: unknown,
): MockLink.MockedResponse => ({
  request: { query: CreateOrganizationDocument, variables: { input } },
  result: result ?? saveResult('createOrganization', 'new-1', message),
});

export const updateMock = (
  id: string,
  input: OrganizationInput,
  message: string,
): MockLink.MockedResponse => ({
  request: {
    query: UpdateOrganizationDocument,
    variables: { id, input, expectedVersion: STORED_VERSION },
  },
  result: saveResult('updateOrganization', id, message),
});

export function refusedCreateResult(message: string, code: ErrorCode = 'CONFLICT') {
  return {
    data: {
      createOrganization: {
        __typename: 'OrganizationMutationResult',
        ok: null,
        error: mutationError(message, code),
      },
    },
  };
}
