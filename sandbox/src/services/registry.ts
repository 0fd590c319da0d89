/** Every upstream service the sandbox stands in for: one line each. */
import { assetsService } from './assets/service';
import { eldsService } from './elds/service';
import { rbacService } from './rbac/service';
import type { SandboxService } from './service';
import { streamlineService } from './streamline/service';

export const SANDBOX_SERVICES: readonly SandboxService[] = [
  eldsService,
  rbacService,
  streamlineService,
  assetsService,
];

export function findService(name: string): SandboxService | undefined {
  return SANDBOX_SERVICES.find((service) => service.name === name);
}
