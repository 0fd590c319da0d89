/**
 * Retries and circuit breakers for upstream calls, one instance per gateway process so every
 * request's RestClient shares the breaker state of each service.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  isBrokenCircuitError,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { ErrorCode, UpstreamError } from '../errors';
import type { Logger } from '../logger';

export interface ResilienceOptions {
  retries: number;
  retryAfterCapMs: number;
  breakerFailures: number;
  breakerHalfOpenMs: number;
}

/** Only idempotent methods are retried: a repeated POST could create a season twice. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD']);
const BASE_BACKOFF_MS = 100;

/** Failures that say the service is unwell (not that the request was wrong). */
function isServiceFailure(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError)) return false;
  if (error.status === null) return true;
  return error.status >= 500 || error.status === 429;
}

export class UpstreamResilience {
  private readonly breakers = new Map<string, CircuitBreakerPolicy>();

  constructor(
    private readonly options: ResilienceOptions,
    private readonly logger: Logger,
  ) {}

  /**
   * Runs `attempt` through the service's breaker, retrying idempotent calls on 429, 5xx and
   * network failures while `deadline` leaves time; a Retry-After longer than that is not waited.
   */
  async run<T>(
    service: string,
    method: string,
    deadline: AbortSignal,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const breaker = this.breakerFor(service);
    const retries = RETRYABLE_METHODS.has(method) ? this.options.retries : 0;
    for (let attemptNo = 0; ; attemptNo += 1) {
      try {
        return await breaker.execute(attempt);
      } catch (error) {
        if (isBrokenCircuitError(error)) {
          throw new UpstreamError(
            `${service} is failing: calls are paused for a moment`,
            ErrorCode.UPSTREAM_CIRCUIT_OPEN,
            service,
            null,
          );
        }
        const retryable =
          attemptNo < retries &&
          isServiceFailure(error) &&
          error.code !== ErrorCode.UPSTREAM_TIMEOUT &&
          !deadline.aborted;
        if (!retryable) throw error;
        const delayMs = Math.min(
          error.retryAfterMs ?? BASE_BACKOFF_MS * 2 ** attemptNo,
          this.options.retryAfterCapMs,
        );
        try {
          await sleep(delayMs, undefined, { signal: deadline });
        } catch {
          throw error;
        }
      }
    }
  }

  private breakerFor(service: string): CircuitBreakerPolicy {
    let breaker = this.breakers.get(service);
    if (!breaker) {
      breaker = circuitBreaker(handleWhen(isServiceFailure), {
        halfOpenAfter: this.options.breakerHalfOpenMs,
        breaker: new ConsecutiveBreaker(this.options.breakerFailures),
      });
      breaker.onStateChange((state) => {
        this.logger.warn(
          { service, state: CircuitState[state] },
          'upstream circuit breaker changed state',
        );
      });
      this.breakers.set(service, breaker);
    }
    return breaker;
  }
}

/** Retry-After in delta seconds or an HTTP date, as milliseconds from now. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
