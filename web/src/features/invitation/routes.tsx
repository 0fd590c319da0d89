import { DEFAULT_LANDING_PATH } from '@esports-admin/schema/rules/constants';
import { lazy } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { INVITE_CODE_PARAM } from './invitationPaths';

const InvitationPage = lazy(() => import('./InvitationPage'));

/** Spec 2 §2 '/': the invitation page while a code is pending, otherwise the default page. */
function LandingPage() {
  const [params] = useSearchParams();
  if (params.get(INVITE_CODE_PARAM)) return <InvitationPage />;
  return <Navigate to={DEFAULT_LANDING_PATH} replace />;
}

export const landingRoute: RouteObject = { index: true, element: <LandingPage /> };

export const invitationRoutes: RouteObject[] = [
  { path: 'invite/:inviteCode', element: <InvitationPage /> },
];
