import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import type { BannerAccess } from '../../__generated__/graphql';
import { useViewer } from '../../shell/viewer';

/**
 * What the signed-in user may do in banners, given the banners service's `bannerAccess`: change
 * them only with write access to the route family and full_access from the service.
 */
export function useBannerAccess(bannerAccess: BannerAccess | null | undefined) {
  const { mayWrite } = useViewer();
  const routeWritable = ROUTE_ACCESS.banners.anyOf.some((resource) => mayWrite(resource));
  return {
    writable: routeWritable && bannerAccess === 'full_access',
    /** Read-only by role: the change controls say 'Read-only access'. */
    readOnlyRole: !routeWritable,
    /** The banners service refuses the user (BANNER_MESSAGES.noAccess, said once on the page). */
    disallowed: bannerAccess === 'disallowed',
  };
}
