/** The viewer account service's OpenAPI description: every route of service.ts. */
import { VIEWER_LOOKUP_TRIGGER_LIMIT } from '@esports-admin/schema/rules/constants';
import { get, type ServiceDescription } from '../../openapi/document';
import { answers, idsQuery } from '../../openapi/parameters';

export const viewerAccountsOpenApi: ServiceDescription = {
  title: 'Viewer account service (viewer-account v1)',
  description: 'Who got a drop, and how each trigger was fulfilled (spec 3 §7).',
  operations: [
    get('/puuids/{dropId}', 'listDropRecipients', 'The viewers (puuids) who got a drop', {
      response: answers('The puuids'),
    }),
    get('/triggers/fulfillmentStatus', 'getFulfillmentStatus', 'Fulfillment per trigger', {
      query: [{ ...idsQuery('triggerIDs', VIEWER_LOOKUP_TRIGGER_LIMIT), required: true }],
      response: answers('Fulfillment status per trigger and viewer'),
    }),
  ],
};
