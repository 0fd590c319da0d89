/** Organizations (spec 3 §7 "Organizations"): sport-less. */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type {
  OrganizationDto,
  OrganizationListDto,
  OrganizationStatusDto,
  OrganizationWriteDto,
} from '@esports-admin/schema/upstream/elds-organizations';
import type { UpstreamClient } from '../upstream';

export function eldsOrganizations(client: UpstreamClient) {
  return {
    async getOrganizations(filter: {
      status?: OrganizationStatusDto;
      search?: string;
      organizationIds?: readonly string[];
    }) {
      const answer = await client.get<OrganizationListDto>(`${ELDS_BASE_PATH}/organizations`, {
        query: filter,
      });
      return answer.organizations;
    },

    getOrganization(id: string) {
      return client.get<OrganizationDto | null>(
        `${ELDS_BASE_PATH}/organizations/${encodeURIComponent(id)}`,
        { notFoundAsNull: true },
      );
    },

    createOrganization(organization: OrganizationWriteDto) {
      return client.post<OrganizationDto>(`${ELDS_BASE_PATH}/organizations`, {
        body: organization,
      });
    },

    updateOrganization(id: string, organization: OrganizationWriteDto) {
      return client.put<OrganizationDto>(
        `${ELDS_BASE_PATH}/organizations/${encodeURIComponent(id)}`,
        { body: organization },
      );
    },
  };
}

export type EldsOrganizationsApi = ReturnType<typeof eldsOrganizations>;
