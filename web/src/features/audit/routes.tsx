import { lazyPage } from '../../shell/lazyPage';
import type { RouteObject } from 'react-router-dom';
import { AUDIT_PATH } from './auditPaths';

const AuditPage = lazyPage(() => import('./AuditPage'));

export const auditRoutes: RouteObject[] = [{ path: AUDIT_PATH.slice(1), element: <AuditPage /> }];
