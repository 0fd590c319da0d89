import { Router } from 'express';
import type { Store } from '../../store';
import type { SandboxDomain } from '../service';

/** Mounts one drops family's routes under its own base path (e.g. '/group/v1.0' below '/drops'). */
export function dropsFamily(
  basePath: string,
  domain: Omit<SandboxDomain, 'routes'> & { routes: (store: Store) => Router },
): SandboxDomain {
  return { ...domain, routes: (store) => Router().use(basePath, domain.routes(store)) };
}
