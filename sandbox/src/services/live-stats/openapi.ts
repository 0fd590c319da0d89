/** The live stats service's OpenAPI description: every route of service.ts. */
import { get, type ServiceDescription } from '../../openapi/document';
import { answers } from '../../openapi/parameters';
import { dateTime } from '../../openapi/schema';

export const liveStatsOpenApi: ServiceDescription = {
  title: 'Live stats service (livestats v1)',
  description: 'Frames of the games played on the platform timeline (spec 3 §7).',
  operations: [
    get('/windowUnrestricted/{gameId}', 'getStatsWindow', 'A window of frames of a game', {
      query: [{ name: 'startingTime', schema: dateTime }],
      response: answers('A window: esportsGameId, gameMetadata and frames'),
    }),
  ],
};
