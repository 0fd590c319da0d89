/**
 * How many upstream attempts one GraphQL request may make (retries included). List caps bound
 * each argument; the budget bounds the whole document, however its fields and aliases combine,
 * so no request can fan out without limit or starve other callers of a shared service.
 */
import { ErrorCode, UpstreamError } from '../errors';

export class UpstreamCallBudget {
  private spent = 0;

  constructor(readonly limit: number) {}

  /** Takes one call from the budget, or refuses it with UPSTREAM_BUDGET_EXCEEDED. */
  spend(service: string) {
    if (this.spent >= this.limit) {
      throw new UpstreamError(
        `This request needs more than ${this.limit} upstream calls: ask for less at once.`,
        ErrorCode.UPSTREAM_BUDGET_EXCEEDED,
        service,
        null,
      );
    }
    this.spent += 1;
  }
}
