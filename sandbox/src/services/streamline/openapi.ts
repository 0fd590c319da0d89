/** The stream timeline service's OpenAPI description: every route of service.ts. */
import { get, post, type ServiceDescription } from '../../openapi/document';
import { answers, jsonBody } from '../../openapi/parameters';

export const streamlineOpenApi: ServiceDescription = {
  title: 'Stream timeline service (streamline v1)',
  description: 'The tournaments on the stream timeline (spec 3 §7).',
  operations: [
    get('/tournamentAdmin', 'listTimelineTournaments', 'Tournaments on the timeline', {
      response: answers('A list of StreamTimelineTournamentDto'),
    }),
    post('/tournamentAdmin', 'saveTimelineTournament', 'Add or replace a timeline tournament', {
      body: jsonBody('StreamTimelineTournamentDto'),
      response: answers('The StreamTimelineTournamentDto'),
    }),
  ],
};
