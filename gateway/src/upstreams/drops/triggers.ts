/** Drop triggers (spec 3 §7 "Drops", family drops/dropTrigger/v1.0). */
import { DROP_TRIGGER_BASE_PATH } from '@esports-admin/schema/upstream/drops';
import type {
  DropTriggerDto,
  DropTriggerWithStatsDto,
  GroupTriggerWriteDto,
  TriggerDryRunDto,
} from '@esports-admin/schema/upstream/drop-triggers';
import type { UpstreamClient } from '../upstream';

const TRIGGER_PATH = `${DROP_TRIGGER_BASE_PATH}/trigger`;

export function dropTriggersApi(client: UpstreamClient) {
  return {
    /** GET trigger?startTime&endTime: the triggers sent in the window, newest first. */
    getTriggers(startTime: string, endTime: string) {
      return client.get<DropTriggerDto[]>(TRIGGER_PATH, { query: { startTime, endTime } });
    },

    getTrigger(id: string) {
      return client.get<DropTriggerWithStatsDto | null>(
        `${TRIGGER_PATH}/${encodeURIComponent(id)}`,
        { notFoundAsNull: true },
      );
    },

    /** POST trigger?dry_run=true: what a group trigger would do; nothing is sent. */
    dryRunGroupTrigger(write: GroupTriggerWriteDto) {
      return client.post<TriggerDryRunDto>(TRIGGER_PATH, {
        query: { dry_run: true },
        body: write,
      });
    },

    triggerGroup(write: GroupTriggerWriteDto) {
      return client.post<DropTriggerDto>(TRIGGER_PATH, { query: { dry_run: false }, body: write });
    },

    /** POST trigger/{puuid}/{dropID}?notify=true|false: one viewer. */
    triggerIndividual(puuid: string, dropID: string, notify: boolean) {
      return client.post<DropTriggerDto>(
        `${TRIGGER_PATH}/${encodeURIComponent(puuid)}/${encodeURIComponent(dropID)}`,
        { query: { notify } },
      );
    },
  };
}
