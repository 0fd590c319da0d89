/**
 * Graceful shutdown of one replica behind a load balancer. On SIGTERM:
 *   1. /readyz answers 503 at once, so the balancer stops sending new work here;
 *   2. for `drainMs` everything is still served (the balancer notices on its next probe);
 *   3. then new requests are refused with 503 and `Connection: close`, while the requests in
 *      flight finish, for at most `graceMs`;
 *   4. then the server, Redis and the database close.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

export interface ShutdownSettings {
  drainMs: number;
  graceMs: number;
}

export const SHUTTING_DOWN_CODE = 'SHUTTING_DOWN';
const REFUSAL_MESSAGE = 'This gateway replica is shutting down: send the request again.';

type Phase = 'serving' | 'draining' | 'refusing';

export class GracefulShutdown {
  private phase: Phase = 'serving';
  private inFlight = 0;
  private idle: (() => void) | null = null;
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly settings: ShutdownSettings,
    private readonly logger: Logger,
  ) {}

  /** False from the moment shutdown starts: /readyz turns 503. */
  get ready(): boolean {
    return this.phase === 'serving';
  }

  /** Counts requests in flight and, once refusing, answers new ones 503. Mount it first. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (this.phase !== 'serving') res.setHeader('connection', 'close');
      if (this.phase === 'refusing' && req.path !== '/healthz') {
        res
          .status(503)
          .setHeader('retry-after', '1')
          .json({
            errors: [{ message: REFUSAL_MESSAGE, extensions: { code: SHUTTING_DOWN_CODE } }],
          });
        return;
      }
      this.inFlight += 1;
      res.once('close', () => {
        this.inFlight -= 1;
        if (this.inFlight === 0) this.idle?.();
      });
      next();
    };
  }

  /** Runs the steps above once, however many signals arrive, then `close`. */
  run(close: () => Promise<void>): Promise<void> {
    this.stopping ??= this.drainThenClose(close);
    return this.stopping;
  }

  private async drainThenClose(close: () => Promise<void>) {
    const { drainMs, graceMs } = this.settings;
    this.phase = 'draining';
    this.logger.info({ drainMs, graceMs }, 'shutting down: not ready, draining');
    await sleep(drainMs);
    this.phase = 'refusing';
    const unfinished = await this.inFlightFinished(graceMs);
    if (unfinished > 0) {
      this.logger.warn({ unfinished }, 'shutting down: grace period over, cutting requests');
    }
    await close();
    this.logger.info('shut down');
  }

  /** Resolves with how many requests were still running when it stopped waiting. */
  private async inFlightFinished(graceMs: number): Promise<number> {
    if (this.inFlight > 0) {
      const finished = new Promise<void>((done) => (this.idle = done));
      await Promise.race([finished, sleep(graceMs)]);
    }
    return this.inFlight;
  }
}
