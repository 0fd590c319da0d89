import { lazyPage } from '../../shell/lazyPage';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import { LandingRedirect } from '../../shell/LandingPage';
import { INVITE_CODE_PARAM } from './invitationPaths';

const InvitationPage = lazyPage(() => import('./InvitationPage'));

/** Spec 2 §2 '/': the invitation page while a code is pending, otherwise the remembered or first allowed page. */
function LandingPage() {
  const [params] = useSearchParams();
  if (params.get(INVITE_CODE_PARAM)) return <InvitationPage />;
  return <LandingRedirect />;
}

export const landingRoute: RouteObject = { index: true, element: <LandingPage /> };

export const invitationRoutes: RouteObject[] = [
  { path: 'invite/:inviteCode', element: <InvitationPage /> },
];
