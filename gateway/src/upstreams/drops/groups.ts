/** Drop groups and their drops (spec 3 §7 "Drops", family drops/group/v1.0). */
import {
  DROP_GROUP_BASE_PATH,
  type DropGroupDto,
  type DropGroupStatusChangeDto,
  type DropGroupWriteDto,
} from '@esports-admin/schema/upstream/drops';
import type { UpstreamClient } from '../upstream';

const groupPath = (id: string) => `${DROP_GROUP_BASE_PATH}/group/${encodeURIComponent(id)}`;

export function dropGroupsApi(client: UpstreamClient) {
  return {
    getDropGroups() {
      return client.get<DropGroupDto[]>(`${DROP_GROUP_BASE_PATH}/group/list`);
    },

    /** The service has no read by id: the group comes from the one list call. */
    async getDropGroup(id: string) {
      const groups = await client.get<DropGroupDto[]>(`${DROP_GROUP_BASE_PATH}/group/list`);
      return groups.find((group) => group.id === id) ?? null;
    },

    createDropGroup(group: DropGroupWriteDto) {
      return client.post<DropGroupDto>(`${DROP_GROUP_BASE_PATH}/group`, { body: group });
    },

    editDropGroup(id: string, group: DropGroupWriteDto) {
      return client.post<DropGroupDto>(groupPath(id), { body: group });
    },

    /** PUT group/{id}?status=…: the service cascades the status to the group's drops (§4). */
    changeDropGroupStatus(id: string, status: DropGroupStatusChangeDto) {
      return client.put<DropGroupDto>(groupPath(id), { query: { status } });
    },
  };
}
