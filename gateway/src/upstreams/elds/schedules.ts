/** Tournament schedule blocks (spec 3 §7 "Schedules"). */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type {
  ScheduleBlockDto,
  ScheduleBlockWriteDto,
  ScheduleListDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { UpstreamClient } from '../upstream';

export function eldsSchedules(client: UpstreamClient) {
  return {
    async getTournamentSchedule(tournamentId: string) {
      const answer = await client.get<ScheduleListDto>(
        `${ELDS_BASE_PATH}/schedules/${encodeURIComponent(tournamentId)}`,
      );
      return answer.blocks;
    },

    /** GET /schedules: blocks starting in the window (the service defaults to ten days back to tomorrow). */
    async getSchedules(window: { startTime?: string; endTime?: string }) {
      const answer = await client.get<ScheduleListDto>(`${ELDS_BASE_PATH}/schedules`, {
        query: { viewMode: 'prescheduled', ...window },
      });
      return answer.blocks;
    },

    createScheduleBlock(block: ScheduleBlockWriteDto) {
      return client.post<ScheduleBlockDto>(`${ELDS_BASE_PATH}/schedules/block`, {
        body: block,
      });
    },
  };
}

export type EldsSchedulesApi = ReturnType<typeof eldsSchedules>;
