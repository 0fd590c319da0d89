/** What one upstream service of the sandbox is made of: its domains' tables, fixtures and routes. */
import type { RequestHandler, Router } from 'express';
import type { FixtureSet } from '../fixtures';
import type { ServiceDescription } from '../openapi/document';
import type { Store } from '../store';

/** One resource family of a service (leagues, players …): one line in the service's list. */
export interface SandboxDomain {
  tables?: string;
  fixtures?: FixtureSet[];
  routes?: (store: Store) => Router;
}

export interface SandboxService {
  /** How the request counter and the fault controls name it. */
  name: string;
  /** Every request under this path is the service's: counted, open to faults, bearer required. */
  prefix: string;
  /** Where its routes live; fault path prefixes are relative to it. */
  basePath: string;
  tables: string;
  fixtures: FixtureSet[];
  routes(store: Store): Router[];
  /** Its OpenAPI 3.1 description, served at `{basePath}/openapi.json`. */
  openapi: ServiceDescription;
  /** How callers prove who they are; the bearer check when left out. */
  authorize?: RequestHandler;
}

export function defineService(service: {
  name: string;
  prefix: string;
  basePath: string;
  domains: SandboxDomain[];
  openapi: ServiceDescription;
  authorize?: RequestHandler;
}): SandboxService {
  const { domains, ...where } = service;
  return {
    ...where,
    tables: domains.map((domain) => domain.tables ?? '').join(''),
    fixtures: domains.flatMap((domain) => domain.fixtures ?? []),
    routes: (store) => domains.flatMap((domain) => (domain.routes ? [domain.routes(store)] : [])),
  };
}

/** '/elds/data/v3/seasons/1' → '/seasons/1'; another version keeps its segment: '/v2/…'. */
export function pathInService(service: SandboxService, path: string): string {
  if (path.startsWith(service.basePath)) return path.slice(service.basePath.length) || '/';
  return path.slice(service.prefix.length - 1);
}
