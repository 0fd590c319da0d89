/** The promo code service's OpenAPI description: every route of service.ts. */
import { get, post, type ServiceDescription } from '../../openapi/document';
import { answers, textQuery } from '../../openapi/parameters';
import { integer } from '../../openapi/schema';

const length = { name: 'length', schema: integer, description: 'Characters per code' };

export const promoCodesOpenApi: ServiceDescription = {
  title: 'Promo code service (promocodes v2.0)',
  description: 'Sponsor code pools per drop inventory item (spec 3 §7).',
  operations: [
    get('/getAll/{sponsor}/{dropInventoryID}/{disposition}', 'listPromoCodes', 'Codes of a pool', {
      response: answers('The codes of that disposition'),
    }),
    get('/generate', 'generatePromoCode', 'One random code', {
      query: [length],
      response: answers('A GeneratedPromoCodeDto'),
    }),
    post('/ingest', 'ingestPromoCodes', 'Add codes to a pool from text', {
      query: [
        { ...textQuery('sponsor'), required: true },
        { ...textQuery('dropInventoryID'), required: true },
      ],
      body: { contentType: 'text/plain', description: 'One code a line' },
      response: answers('{ sponsor, dropInventoryID, ingested }'),
    }),
    post(
      '/ingest/generate/{sponsor}/{dropInventoryID}/{quantity}',
      'generatePromoCodes',
      'Add generated codes to a pool',
      { query: [length], response: answers('{ sponsor, dropInventoryID, ingested }') },
    ),
    post(
      '/ingest/{sponsor}/{dropInventoryID}/{codesKey}',
      'ingestStoredPromoCodes',
      'Add the codes of an uploaded asset to a pool',
      { response: answers('{ sponsor, dropInventoryID, ingested }') },
    ),
  ],
};
