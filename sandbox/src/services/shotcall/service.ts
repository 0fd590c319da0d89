/**
 * The shot-call service (spec 3 §7 "Shot-call v1"): the question bank, sessions, prompts with
 * viewers answering while they are open, and reward criteria, all below /shotcall/v1.
 */
import { SHOTCALL_BASE_PATH } from '@esports-admin/schema/upstream/shotcall';
import { defineService } from '../service';
import { shotcallBankFixtureSet } from './bank-fixtures';
import { bankRoutes } from './bank';
import { shotcallOpenApi } from './openapi';
import { promptRoutes } from './prompts';
import { rewardCriteriaRoutes } from './reward-criteria';
import { shotcallSessionFixtureSet } from './session-fixtures';
import { sessionRoutes } from './sessions';
import { SHOTCALL_TABLES } from './store';

export const shotcallService = defineService({
  name: 'shotcall',
  prefix: '/shotcall/',
  basePath: SHOTCALL_BASE_PATH,
  openapi: shotcallOpenApi,
  domains: [
    { tables: SHOTCALL_TABLES, routes: bankRoutes, fixtures: [shotcallBankFixtureSet] },
    { routes: sessionRoutes, fixtures: [shotcallSessionFixtureSet] },
    { routes: promptRoutes },
    { routes: rewardCriteriaRoutes },
  ],
});
