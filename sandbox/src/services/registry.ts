/** Every upstream service the sandbox stands in for: one line each. */
import { assetsService } from './assets/service';
import { bannersService, chatNotificationsService } from './banners/service';
import { dropLocalizationService, dropPreviewImageService, dropsService } from './drops/service';
import { eldsService } from './elds/service';
import { gameManagementService } from './game-management/service';
import { liveStatsService } from './live-stats/service';
import { pickemService } from './pickem/service';
import { promoCodesService } from './promo-codes/service';
import { rbacService } from './rbac/service';
import type { SandboxService } from './service';
import { shotcallService } from './shotcall/service';
import { streamlineService } from './streamline/service';
import { viewerAccountsService } from './viewer-accounts/service';

export const SANDBOX_SERVICES: readonly SandboxService[] = [
  eldsService,
  rbacService,
  streamlineService,
  assetsService,
  gameManagementService,
  liveStatsService,
  dropsService,
  dropLocalizationService,
  dropPreviewImageService,
  promoCodesService,
  viewerAccountsService,
  pickemService,
  shotcallService,
  bannersService,
  chatNotificationsService,
];

export function findService(name: string): SandboxService | undefined {
  return SANDBOX_SERVICES.find((service) => service.name === name);
}
