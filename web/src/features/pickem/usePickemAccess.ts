import { ROUTE_ACCESS, USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import { useViewer } from '../../shell/viewer';

/**
 * What the signed-in user may do in pick'em: change it (any pick'em resource written), force a
 * block's state (administrators only, as the gateway's `@access(anyOf: ["user"])` says) and
 * reopen a locked block (only where the environment's reopenPickBlock flag is on).
 */
export function usePickemAccess() {
  const { viewer, mayWrite } = useViewer();
  return {
    writable: ROUTE_ACCESS.pickem.anyOf.some((resource) => mayWrite(resource)),
    administrator: viewer.resources.includes(USER_MANAGEMENT_RESOURCE),
    reopenAllowed: viewer.features.reopenPickBlock,
  };
}
