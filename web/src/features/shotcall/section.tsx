import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { Navigate } from 'react-router-dom';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import {
  SHOTCALL_EVENTS_PATH,
  SHOTCALL_QUESTIONS_PATH,
  SHOTCALL_REWARDS_PATH,
} from './shotcallPaths';

const ShotcallEventsPage = lazyPage(() => import('./events/ShotcallEventsPage'));
const ShotcallConsolePage = lazyPage(() => import('./console/ShotcallConsolePage'));
const QuestionBankPage = lazyPage(() => import('./questions/QuestionBankPage'));
const RewardCriteriaPage = lazyPage(() => import('./rewards/RewardCriteriaPage'));

/** Shot-call (spec 1 §2, Valorant only): match-day sessions and their live console, the bank, rewards. */
export const shotcallSection: Section = {
  key: 'shotcall',
  label: 'Shot-call',
  link: SHOTCALL_EVENTS_PATH,
  sports: ['val'],
  access: ROUTE_ACCESS.shotcall,
  pages: [
    { label: 'Events', path: SHOTCALL_EVENTS_PATH, match: [SHOTCALL_EVENTS_PATH] },
    { label: 'Question bank', path: SHOTCALL_QUESTIONS_PATH, match: [SHOTCALL_QUESTIONS_PATH] },
    { label: 'Reward criteria', path: SHOTCALL_REWARDS_PATH, match: [SHOTCALL_REWARDS_PATH] },
  ],
  routes: [
    {
      path: 'shotcall',
      children: [
        { index: true, element: <Navigate to={SHOTCALL_EVENTS_PATH} replace /> },
        { path: 'events', element: <ShotcallEventsPage /> },
        { path: 'events/:sessionId', element: <ShotcallConsolePage /> },
        { path: 'questions', element: <QuestionBankPage /> },
        { path: 'rewards', element: <RewardCriteriaPage /> },
      ],
    },
  ],
};
