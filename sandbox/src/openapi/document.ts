/**
 * The OpenAPI 3.1 description each sandbox service publishes at `{basePath}/openapi.json`, and the
 * index of them at `/__sandbox/openapi`. A service lists its operations with `get`/`post`/…; path
 * parameters come from the `{name}` segments of the path, so only query parameters are written.
 */
import { APP_VERSION } from '@esports-admin/schema/rules/constants';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import { Router } from 'express';
import { dto, integer, ref, string, type JsonSchema } from './schema';

export const OPENAPI_DOCUMENT_PATH = '/openapi.json';
export const OPENAPI_INDEX_PATH = '/__sandbox/openapi';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'options';

export interface QueryParameter {
  name: string;
  schema: JsonSchema;
  description?: string;
  required?: boolean;
}

export interface OperationResponse {
  /** 200 unless given. */
  status?: number;
  description: string;
  /** The answer's schema; none for an empty answer or one described in words only. */
  schema?: JsonSchema;
  /** application/json unless given. */
  contentType?: string;
}

export interface OperationDescription {
  method: HttpMethod;
  /** Relative to the service's base path, in OpenAPI's spelling: '/seasons/{id}'. */
  path: string;
  operationId: string;
  summary: string;
  query?: readonly QueryParameter[];
  /** A JSON body's schema, or what a body of another type is. */
  body?: JsonSchema | { contentType: string; description: string };
  response: OperationResponse;
}

type OperationDetails = Omit<OperationDescription, 'method' | 'path' | 'operationId' | 'summary'>;

const operation =
  (method: HttpMethod) =>
  (path: string, operationId: string, summary: string, details: OperationDetails) => ({
    method,
    path,
    operationId,
    summary,
    ...details,
  });

export const get = operation('get');
export const post = operation('post');
export const put = operation('put');
export const del = operation('delete');
export const options = operation('options');

export interface ServiceDescription {
  title: string;
  description: string;
  /** How callers prove who they are: a bearer token unless the service takes basic auth. */
  auth?: 'bearer' | 'basic';
  schemas?: Readonly<Record<string, JsonSchema>>;
  operations: readonly OperationDescription[];
}

/** Every service's error body: the status again, a stable code and a message. */
const errorBody = dto<UpstreamErrorBody>(
  { httpStatus: integer, errorCode: string(), message: string() },
  ['message'],
);

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: string(),
  }));

function responsesOf({ status = 200, description, schema, contentType }: OperationResponse) {
  const type = contentType ?? 'application/json';
  return {
    [String(status)]: schema ? { description, content: { [type]: { schema } } } : { description },
    default: {
      description: 'The refusal: its status, error code and message',
      content: { 'application/json': { schema: ref('ErrorBody') } },
    },
  };
}

function requestBodyOf(body: NonNullable<OperationDescription['body']>) {
  if (typeof body.contentType === 'string' && typeof body.description === 'string') {
    return {
      required: true,
      description: body.description,
      content: { [body.contentType]: { schema: {} } },
    };
  }
  return { required: true, content: { 'application/json': { schema: body } } };
}

function operationObject(described: OperationDescription) {
  const parameters = [
    ...pathParameters(described.path),
    ...(described.query ?? []).map(({ required = false, ...parameter }) => ({
      ...parameter,
      in: 'query',
      required,
    })),
  ];
  return {
    operationId: described.operationId,
    summary: described.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(described.body ? { requestBody: requestBodyOf(described.body) } : {}),
    responses: responsesOf(described.response),
  };
}

export interface DescribedService {
  name: string;
  basePath: string;
  openapi: ServiceDescription;
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

export function openApiDocument({ name, basePath, openapi }: DescribedService) {
  const paths: Record<string, Record<string, ReturnType<typeof operationObject>>> = {};
  for (const described of openapi.operations) {
    (paths[described.path] ??= {})[described.method] = operationObject(described);
  }
  const scheme = openapi.auth === 'basic' ? { type: 'http', scheme: 'basic' } : bearerScheme;
  return {
    openapi: '3.1.0',
    info: { title: openapi.title, version: APP_VERSION, description: openapi.description },
    servers: [{ url: basePath, description: `The sandbox's ${name} service` }],
    security: [{ [name]: [] }],
    paths,
    components: {
      securitySchemes: { [name]: scheme },
      schemas: { ErrorBody: errorBody, ...openapi.schemas },
    },
  };
}

const bearerScheme = { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' };

/** Public like /healthz: a developer reads a description before holding a token. */
export function openApiRoutes(services: readonly DescribedService[]): Router {
  const router = Router();
  const documents = services.map((service) => ({ service, document: openApiDocument(service) }));
  for (const { service, document } of documents) {
    router.get(`${service.basePath}${OPENAPI_DOCUMENT_PATH}`, (_req, res) => {
      res.json(document);
    });
  }
  router.get(OPENAPI_INDEX_PATH, (_req, res) => {
    res.json({
      services: documents.map(({ service, document }) => ({
        name: service.name,
        title: document.info.title,
        url: `${service.basePath}${OPENAPI_DOCUMENT_PATH}`,
      })),
    });
  });
  return router;
}
