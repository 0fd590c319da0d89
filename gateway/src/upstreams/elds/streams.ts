/** Media: stream groups with their streams, and the supported locales (spec 3 §7). */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type {
  StreamGroupDto,
  StreamGroupListDto,
  StreamGroupWriteDto,
  SupportedLocalesDto,
} from '@esports-admin/schema/upstream/elds-media';
import type { UpstreamClient } from '../upstream';

export function eldsStreams(client: UpstreamClient) {
  return {
    async getStreamGroups(filter: { search?: string; streamGroupIds?: readonly string[] }) {
      const answer = await client.get<StreamGroupListDto>(`${ELDS_BASE_PATH}/streamGroups`, {
        query: filter,
      });
      return answer.streamGroups;
    },

    getStreamGroup(id: string) {
      return client.get<StreamGroupDto | null>(
        `${ELDS_BASE_PATH}/streamGroups/${encodeURIComponent(id)}`,
        { notFoundAsNull: true },
      );
    },

    createStreamGroup(group: StreamGroupWriteDto) {
      return client.post<StreamGroupDto>(`${ELDS_BASE_PATH}/streamGroups`, { body: group });
    },

    updateStreamGroup(id: string, group: StreamGroupWriteDto) {
      return client.put<StreamGroupDto>(
        `${ELDS_BASE_PATH}/streamGroups/${encodeURIComponent(id)}`,
        { body: group },
      );
    },

    async deleteStreamGroup(id: string) {
      await client.delete<null>(`${ELDS_BASE_PATH}/streamGroups/${encodeURIComponent(id)}`);
    },

    async getSupportedLocales() {
      const answer = await client.get<SupportedLocalesDto>(
        `${ELDS_BASE_PATH}/internal/supportedLocales`,
      );
      return answer.locales;
    },
  };
}

export type EldsStreamsApi = ReturnType<typeof eldsStreams>;
