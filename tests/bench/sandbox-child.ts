/**
 * The sandbox in a child process, on a free port with fresh seeded data, plus the bench's own
 * tournaments (bench-tournaments.ts). The first start builds (or copies) the shared seeded
 * template without them; only then is their fixture set added, for this process alone, and the
 * second start seeds it into this data folder only.
 */
import { startSandbox } from '../../sandbox/src/server';
import { SANDBOX_SERVICES } from '../../sandbox/src/services/registry';
import { benchTournamentFixtures, seededBenchTournaments } from './bench-tournaments';
import { serveParent } from './child-process';

const dataDir = process.env.BENCH_SANDBOX_DATA_DIR!;
const first = await startSandbox({ port: 0, dataDir, reset: true });
await first.close();
SANDBOX_SERVICES.find((service) => service.name === 'elds')!.fixtures.push(benchTournamentFixtures);
const sandbox = await startSandbox({ port: 0, dataDir, reset: false });

serveParent(sandbox.url, {
  'bench-tournaments': () => Promise.resolve(seededBenchTournaments),
  stop: () => sandbox.close(),
});
