/**
 * The deployment files, read as Kubernetes, Docker and Keycloak would read them (no cluster or
 * Docker engine here): probes on the paths the gateway serves, ports that meet, and every setting
 * a name the gateway's config schema knows and accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { GATEWAY_SETTINGS, loadConfig } from '../../gateway/src/config';
import { UPSTREAMS } from '../../gateway/src/upstreams/registry';
import { STAFF_PASSWORD, STAFF_USERS } from '../../sandbox/src/identity/staff';
import { API_AUDIENCE, WEB_CLIENT } from '../../sandbox/src/identity/clients';
import { REPO_ROOT } from './runtime-processes';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

interface Manifest {
  kind: string;
  metadata: { name: string };
  [field: string]: unknown;
}

const manifests = readdirSync(join(REPO_ROOT, 'deploy/k8s'))
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(read(`deploy/k8s/${file}`)).map((doc) => doc.toJS() as Manifest),
  );
function manifest<T>(kind: string): T {
  const found = manifests.filter((m) => m.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as T;
}

interface Probe {
  httpGet: { path: string; port: string | number };
  periodSeconds: number;
  failureThreshold: number;
}
interface Deployment extends Manifest {
  spec: {
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string> };
      spec: {
        terminationGracePeriodSeconds: number;
        securityContext: { runAsNonRoot: boolean };
        containers: {
          command: string[];
          ports: { name: string; containerPort: number }[];
          envFrom: ({ configMapRef?: { name: string } } & { secretRef?: { name: string } })[];
          env?: { name: string }[];
          readinessProbe: Probe;
          livenessProbe: Probe;
        }[];
      };
    };
  };
}
interface Settings extends Manifest {
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

describe('Kubernetes manifests (deploy/k8s)', () => {
  const deployment = manifest<Deployment>('Deployment');
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;
  const configMap = manifest<Settings>('ConfigMap');
  const secret = manifest<Settings>('Secret');
  const settings = { ...configMap.data, ...secret.stringData };

  it('lists every manifest in the kustomization', () => {
    const { resources } = parse(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
    const files = readdirSync(join(REPO_ROOT, 'deploy/k8s')).filter(
      (f) => f !== 'kustomization.yaml' && !f.endsWith('.example.yaml'),
    );
    expect([...resources].sort()).toEqual(files.sort());
    // Placeholders applied over the real Secret would break sign-in, Redis and the journal.
    expect(resources).not.toContain('secret.example.yaml');
  });

  it('runs a pinned image with no service-account token and the runtime seccomp profile', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    expect((container as unknown as { image: string }).image).toBe(`esports-admin:${version}`);
    const hardened = pod as unknown as {
      automountServiceAccountToken: boolean;
      securityContext: { seccompProfile: { type: string } };
    };
    expect(hardened.automountServiceAccountToken).toBe(false);
    expect(hardened.securityContext.seccompProfile).toEqual({ type: 'RuntimeDefault' });
    const policy = manifest<
      Manifest & {
        spec: {
          podSelector: { matchLabels: Record<string, string> };
          ingress: { ports: unknown[] }[];
        };
      }
    >('NetworkPolicy');
    expect(policy.spec.podSelector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    expect(policy.spec.ingress).toEqual([
      { ports: [{ port: 'http', protocol: 'TCP' }] },
      { ports: [{ port: 'metrics', protocol: 'TCP' }] },
    ]);
  });

  it('probes readiness on /readyz and liveness on /healthz at the port the gateway listens on', () => {
    expect(container!.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container!.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const config = loadConfig(settings);
    expect(container!.ports).toEqual([
      { name: 'http', containerPort: config.port },
      { name: 'metrics', containerPort: config.telemetry.metricsPort },
    ]);
    expect(container!.command).toEqual(['node', 'gateway/dist/main.js']);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
  });

  it('takes a draining pod out of the Service before it refuses work, and waits for it', () => {
    const { shutdown } = loadConfig(settings);
    const { periodSeconds, failureThreshold } = container!.readinessProbe;
    expect(periodSeconds * failureThreshold * 1000).toBeLessThan(shutdown.drainMs);
    // One slow check must not take a replica (or, on a shared cause, every replica) out.
    expect(failureThreshold).toBeGreaterThanOrEqual(2);
    expect(read('deploy/haproxy.cfg')).toMatch(/default-server inter 1s fall 2 /);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      shutdown.drainMs + shutdown.graceMs,
    );
  });

  it('routes the Service, the autoscaler and the disruption budget to the same pods', () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    const service = manifest<Manifest & { spec: { selector: object; ports: object[] } }>('Service');
    expect(service.spec.selector).toEqual(labels);
    expect(service.spec.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http' }]);
    const pdb = manifest<Manifest & { spec: { selector: { matchLabels: object } } }>(
      'PodDisruptionBudget',
    );
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    const hpa = manifest<Manifest & { spec: { scaleTargetRef: object; minReplicas: number } }>(
      'HorizontalPodAutoscaler',
    );
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it("points every upstream of the gateway's registry at its real service", () => {
    const missing = UPSTREAMS.map((u) => u.urlSetting).filter((name) => !configMap.data?.[name]);
    expect(missing).toEqual([]);
  });

  it('names only settings the gateway reads, and they pass its config schema', () => {
    expect(container!.envFrom).toEqual([
      { configMapRef: { name: configMap.metadata.name } },
      { secretRef: { name: secret.metadata.name } },
    ]);
    const names = [...Object.keys(settings), ...(container!.env ?? []).map(({ name }) => name)];
    expect(names.filter((name) => !GATEWAY_SETTINGS.includes(name))).toEqual([]);
    const config = loadConfig(settings);
    expect(config.production).toBe(true);
    expect(config.usesSandbox).toBe(false);
    expect(config.redisUrl).toBeDefined();
    expect(config.journalDatabase.kind).toBe('postgres');
  });
});

describe('Dockerfile', () => {
  const stages = read('Dockerfile')
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => `FROM ${stage}`);
  const production = stages.at(-1)!;

  it('builds in one stage and runs the bundles on plain node as a non-root user in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.every((stage) => /^FROM node:24[-.\w]*/.test(stage))).toBe(true);
    expect(production).toMatch(/^COPY --from=build --chown=node:node \/runtime \.\/$/m);
    expect(production).not.toMatch(/^RUN npm/m);
    expect(production).toMatch(/^USER node$/m);
    expect(production).toMatch(/^CMD \["node", "gateway\/dist\/main\.js"\]$/m);
    expect(production).toMatch(/^HEALTHCHECK .*\n?.*CMD \["node", "scripts\/healthcheck\.mjs"\]/m);
    expect(stages[0]).toMatch(/node scripts\/build-server\.mjs --runtime \/runtime/);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { command?: string[]; environment?: Record<string, string> }>;
  };

  it('runs Postgres, Redis, the sandbox, two gateways behind HAProxy on /readyz, and Keycloak', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['gateway-1', 'gateway-2', 'haproxy', 'keycloak', 'postgres', 'redis', 'sandbox'].sort(),
    );
    const haproxy = read('deploy/haproxy.cfg');
    expect(haproxy).toMatch(/option httpchk GET \/readyz/);
    for (const replica of ['gateway-1', 'gateway-2']) {
      const env = compose.services[replica]!.environment!;
      expect(haproxy).toContain(`server ${replica} 127.0.0.1:${env.PORT} check`);
      expect(Object.keys(env).filter((name) => !GATEWAY_SETTINGS.includes(name))).toEqual([]);
      expect(env.REDIS_URL).toBeDefined();
    }
    expect(compose.services.sandbox!.command).toEqual(['node', 'sandbox/dist/main.js']);
  });

  it('publishes Postgres and Redis on 127.0.0.1 only, Redis behind a password', () => {
    const services = compose.services as Record<string, { ports?: string[]; command?: string[] }>;
    expect(services.postgres!.ports).toEqual(['127.0.0.1:55432:5432']);
    expect(services.redis!.ports).toEqual(['127.0.0.1:56379:6379']);
    expect(services.redis!.command).toContain('--requirepass');
    for (const replica of ['gateway-1', 'gateway-2']) {
      const env = compose.services[replica]!.environment!;
      expect(env.REDIS_URL).toMatch(/^redis:\/\/:[^@]+@127\.0\.0\.1:56379$/);
      expect(env.OIDC_CLIENT_SECRET).toBeDefined();
    }
    expect(compose.services.sandbox!.environment!.SANDBOX_TRUSTED_ISSUER).toBe(
      'http://localhost:8080/realms/esports-admin',
    );
  });
});

describe('Keycloak realm (deploy/keycloak)', () => {
  const realm = JSON.parse(read('deploy/keycloak/esports-admin-realm.json')) as {
    realm: string;
    roles: { realm: { name: string }[] };
    clients: {
      clientId: string;
      secret: string;
      redirectUris: string[];
      protocolMappers: { config: Record<string, string> }[];
    }[];
    users: {
      username: string;
      realmRoles: string[];
      credentials: { value: string }[];
    }[];
  };

  it('seeds the sandbox staff users with their roles and password', () => {
    expect(
      realm.users.map(({ username, realmRoles, credentials }) => ({
        username,
        roles: realmRoles.filter((role) => role !== 'offline_access'),
        password: credentials[0]!.value,
      })),
    ).toEqual(
      STAFF_USERS.map(({ username, roles }) => ({ username, roles, password: STAFF_PASSWORD })),
    );
    const roleNames = realm.roles.realm.map(({ name }) => name);
    for (const { roles } of STAFF_USERS)
      expect(roleNames).toEqual(expect.arrayContaining([...roles]));
  });

  it("registers the gateway's client with tokens for the API audience", () => {
    const [client] = realm.clients;
    expect(client).toMatchObject({ clientId: WEB_CLIENT.id, secret: WEB_CLIENT.secret });
    expect(client!.redirectUris).toEqual([`http://localhost:4000${WEB_CLIENT.redirectPath}`]);
    expect(
      client!.protocolMappers.map(({ config }) => config['included.custom.audience']),
    ).toContain(API_AUDIENCE);
  });
});
