import { describe, expect, it } from 'vitest';
import type { Router } from 'express';
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type { RequestLogSnapshot } from '../control';
import { SANDBOX_SERVICES } from '../services/registry';
import type { Store } from '../store';
import { sandboxForTests } from '../test-sandbox';
import {
  OPENAPI_DOCUMENT_PATH,
  OPENAPI_INDEX_PATH,
  openApiDocument,
  type OpenApiDocument,
} from './document';
import type { JsonSchema } from './schema';

/** What express keeps of a router at run time (its types leave out methods and rawPath). */
interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: string;
  handle: { stack?: RouterLayer[] };
}

/** '/files/*key' → '/files/{key}', '/seasons/:id' → '/seasons/{id}'. */
const openApiPath = (expressPath: string) => expressPath.replace(/[:*](\w+)/g, '{$1}');

function routesOf(layers: readonly RouterLayer[], mountPath = ''): string[] {
  return layers.flatMap((layer) => {
    if (layer.route) {
      const path = openApiPath(`${mountPath}${layer.route.path}`);
      return Object.keys(layer.route.methods).map((method) => `${method} ${path}`);
    }
    // A nested router (the drops families); plain middleware (a role check) serves no route.
    return layer.handle.stack ? routesOf(layer.handle.stack, `${mountPath}${layer.rawPath}`) : [];
  });
}

/** Building the routers must not read the store: they only close over it. */
const unreadStore = new Proxy({} as Store, {
  get() {
    throw new Error('a router read the store while being built');
  },
});

const servedRoutes = (service: (typeof SANDBOX_SERVICES)[number]) =>
  routesOf(service.routes(unreadStore).flatMap((router: Router) => router.stack as RouterLayer[]));

const describedRoutes = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path}`),
  );

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The parts of OpenAPI 3.1 the descriptions use, checked against the specification's rules. */
function structuralProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const must = (ok: unknown, problem: string) => {
    if (!ok) problems.push(problem);
  };
  must(/^3\.1\.\d+$/.test(document.openapi), 'openapi is not 3.1.x');
  must(document.info.title && document.info.version, 'info needs title and version');
  const schemes = document.components.securitySchemes;
  for (const requirement of document.security) {
    for (const name of Object.keys(requirement)) must(name in schemes, `unknown scheme ${name}`);
  }
  const operationIds = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    must(path.startsWith('/'), `${path} must start with /`);
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method} ${path}`;
      must(HTTP_METHODS.includes(method), `${where}: not an HTTP method`);
      must(!operationIds.has(operation.operationId), `${where}: operationId reused`);
      operationIds.add(operation.operationId);
      const parameters = ('parameters' in operation ? operation.parameters : undefined) ?? [];
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      must(
        inPath.map((parameter) => parameter.name).join() === templated.join(),
        `${where}: path parameters differ from the template`,
      );
      must(
        inPath.every((parameter) => parameter.required),
        `${where}: path parameters are required`,
      );
      const seen = parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
      must(new Set(seen).size === seen.length, `${where}: a parameter is repeated`);
      const statuses = Object.keys(operation.responses);
      must(
        statuses.some((status) => /^[23]\d\d$/.test(status)),
        `${where}: no success response`,
      );
      for (const response of Object.values(operation.responses)) {
        must(response.description, `${where}: a response without description`);
      }
    }
  }
  const schemas: Record<string, unknown> = document.components.schemas;
  for (const [, name] of JSON.stringify(document).matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
    must(name && name in schemas, `$ref to missing schema ${name}`);
  }
  return problems;
}

describe('every sandbox service’s OpenAPI description', () => {
  it.each(SANDBOX_SERVICES.map((service) => [service.name, service] as const))(
    '%s describes exactly the routes it serves',
    (_name, service) => {
      const served = servedRoutes(service).sort();
      expect(served.length).toBeGreaterThan(0);
      expect(describedRoutes(openApiDocument(service)).sort()).toEqual(served);
    },
  );

  it.each(SANDBOX_SERVICES.map((service) => [service.name, service] as const))(
    '%s is a well-formed OpenAPI 3.1 document',
    (_name, service) => {
      expect(structuralProblems(openApiDocument(service))).toEqual([]);
    },
  );

  it('finds a route added without its description', () => {
    const [elds] = SANDBOX_SERVICES;
    const described = openApiDocument({
      ...elds!,
      openapi: {
        ...elds!.openapi,
        operations: elds!.openapi.operations.filter((op) => op.operationId !== 'listTeams'),
      },
    });
    expect(servedRoutes(elds!)).toContain('get /teams');
    expect(describedRoutes(described)).not.toContain('get /teams');
  });

  it('reports a path parameter missing from the template', () => {
    const [elds] = SANDBOX_SERVICES;
    const document = openApiDocument(elds!);
    const broken = {
      ...document,
      paths: { ...document.paths, '/seasons/{seasonId}': document.paths['/seasons/{id}']! },
    };
    expect(structuralProblems(broken)).toContain(
      'get /seasons/{seasonId}: path parameters differ from the template',
    );
  });
});

/** The JSON Schema keywords the descriptions use: enough to hold real answers against them. */
function schemaErrors(
  schema: JsonSchema,
  value: unknown,
  schemas: Record<string, JsonSchema>,
  at = '$',
): string[] {
  if (typeof schema.$ref === 'string') {
    return schemaErrors(schemas[schema.$ref.split('/').pop()!]!, value, schemas, at);
  }
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as JsonSchema[];
    return options.some((option) => schemaErrors(option, value, schemas, at).length === 0)
      ? []
      : [`${at}: matches no option`];
  }
  const types = [schema.type].flat();
  const typeOf =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : Number.isInteger(value)
          ? 'integer'
          : typeof value;
  const fits = types.includes(typeOf) || (typeOf === 'integer' && types.includes('number'));
  if (!fits) return [`${at}: ${typeOf} is not ${types.join('|')}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return [`${at}: not in enum`];
  if (typeOf === 'array') {
    return (value as unknown[]).flatMap((item, i) =>
      schemaErrors(schema.items as JsonSchema, item, schemas, `${at}[${i}]`),
    );
  }
  if (typeOf !== 'object') return [];
  const record = value as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const missing = ((schema.required ?? []) as string[]).filter((key) => !(key in record));
  return [
    ...missing.map((key) => `${at}.${key}: missing`),
    ...Object.entries(record).flatMap(([key, item]) => {
      const itemSchema = properties[key] ?? (schema.additionalProperties as JsonSchema | undefined);
      if (!itemSchema) return [`${at}.${key}: not described`];
      return schemaErrors(itemSchema, item, schemas, `${at}.${key}`);
    }),
  ];
}

describe('the served descriptions', () => {
  const sandbox = sandboxForTests();

  const fetchJson = async <Body>(path: string) => {
    const response = await fetch(`${sandbox.url}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Body;
  };

  it('lists every service at /__sandbox/openapi and serves each without a token or a count', async () => {
    await sandbox.control('DELETE', '/requests');
    const index = await fetchJson<{ services: { name: string; url: string }[] }>(
      OPENAPI_INDEX_PATH,
    );
    expect(index.services.map((service) => service.name)).toEqual(
      SANDBOX_SERVICES.map((service) => service.name),
    );
    expect(index.services[0]!.url).toBe(`${ELDS_BASE_PATH}${OPENAPI_DOCUMENT_PATH}`);
    for (const { url } of index.services) {
      expect((await fetchJson<OpenApiDocument>(url)).openapi).toBe('3.1.0');
    }
    const counted = await sandbox.control<RequestLogSnapshot>('GET', '/requests');
    expect(counted.body.total).toBe(0);
  });

  it.each([
    ['/seasons?sport=lol&status=active', 'listSeasons'],
    ['/players?sport=lol&pageSize=50', 'listPlayers'],
    ['/teams?teamIds=', 'listTeams'],
    ['/seasons/', 'getSeason'],
  ])('describes the answer of GET %s field by field', async (path, operationId) => {
    const document = await fetchJson<OpenApiDocument>(`${ELDS_BASE_PATH}${OPENAPI_DOCUMENT_PATH}`);
    const operation = Object.values(document.paths)
      .map((operations) => operations.get)
      .find((candidate) => candidate?.operationId === operationId)!;
    const success = operation.responses['200'] as {
      content: Record<string, { schema: JsonSchema }>;
    };
    const { schema } = success.content['application/json']!;
    const url = await concretePath(path);
    const answer = await sandbox.elds('GET', url);
    expect(answer.status).toBe(200);
    expect(schemaErrors(schema, answer.body, document.components.schemas)).toEqual([]);
  });

  /** The ids the fixtures hold, for the paths that name records. */
  async function concretePath(path: string): Promise<string> {
    if (path === '/seasons/') {
      const { body } = await sandbox.elds<{ seasons: { id: string }[] }>('GET', '/seasons');
      return `/seasons/${body.seasons[0]!.id}`;
    }
    if (path === '/teams?teamIds=') {
      const { body } = await sandbox.elds<{ players: { homeTeamId: string | null }[] }>(
        'GET',
        '/players?sport=lol&pageSize=50',
      );
      const ids = [...new Set(body.players.flatMap((player) => player.homeTeamId ?? []))];
      return `/teams?teamIds=${ids.slice(0, 20).join(',')}`;
    }
    return path;
  }
});
