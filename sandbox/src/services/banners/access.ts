/** GET permissions (spec 2 §4): the caller's banner access, which every banner change needs. */
import { Router } from 'express';
import { BANNER_MESSAGES } from '@esports-admin/schema/rules/banners';
import type { BannerPermissionsDto } from '@esports-admin/schema/upstream/banners';
import { callerOf } from '../../bearer';
import { forbidden } from '../../errors';
import type { SqlClient, Store } from '../../store';
import { bannerAccessOf } from './store';

/** 403 unless the caller has full access. */
export async function refuseUnlessFullAccess(db: SqlClient, subject: string): Promise<void> {
  if ((await bannerAccessOf(db, subject)) !== 'full_access') {
    throw forbidden(BANNER_MESSAGES.noAccess);
  }
}

export function bannerAccessRoutes(store: Store): Router {
  const router = Router();
  router.get('/permissions', async (req, res) => {
    const answer: BannerPermissionsDto = {
      access: await bannerAccessOf(store, callerOf(req).subject),
    };
    res.json(answer);
  });
  return router;
}
