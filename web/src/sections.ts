import { accountsSection } from './features/accounts/section';
import { bannersSection } from './features/banners/section';
import { dropTriggerPages } from './features/drop-triggers/section';
import { dropsSection } from './features/drops/section';
import { leaguesSection } from './features/leagues/section';
import { organizationsSection } from './features/organizations/section';
import { pickemSection } from './features/pickem/section';
import { playersSection } from './features/players/section';
import { promoCodePages } from './features/promo-codes/section';
import { seasonsSection } from './features/seasons/section';
import { shotcallSection } from './features/shotcall/section';
import { streamsSection } from './features/streams/section';
import { teamsSection } from './features/teams/section';
import { timelinePages } from './features/timeline/section';
import { tournamentsSection } from './features/tournaments/section';
import { userManagementSection } from './features/users/section';
import { viewerLookupPages } from './features/viewer-lookups/section';
import { vodPages } from './features/vods/section';
import { withSectionPages } from './shell/section';

/** Every section, in the navigation's order (spec 1 §2), with the pages other features add. */
export const APP_SECTIONS = withSectionPages(
  [
    leaguesSection,
    seasonsSection,
    tournamentsSection,
    teamsSection,
    playersSection,
    streamsSection,
    organizationsSection,
    dropsSection,
    bannersSection,
    accountsSection,
    pickemSection,
    shotcallSection,
    userManagementSection,
  ],
  [timelinePages, vodPages, dropTriggerPages, promoCodePages, viewerLookupPages],
);
