/**
 * Operation names as metric labels and span names. A label is a time series in Prometheus, and a
 * script may send any name it likes, so a name becomes its own label only when it is one the staff
 * app sends or a short plain name among the first few this process has seen; anything else counts
 * as 'other'.
 */
/**
 * Names a process labels before the rest count as 'other': room for every operation the staff
 * app sends (about 200) and as many again from scripts, a few hundred series per metric.
 */
export const MAX_OPERATION_LABELS = 400;
export const OTHER_OPERATIONS = 'other';
export const ANONYMOUS_OPERATION = 'anonymous';

const PLAIN_OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export class OperationLabels {
  private readonly known: ReadonlySet<string>;
  private readonly seen = new Set<string>();

  constructor(
    /** The staff app's operation names: always their own label, whatever else came first. */
    known: Iterable<string> = [],
    private readonly limit = MAX_OPERATION_LABELS,
  ) {
    this.known = new Set(known);
  }

  label(name: string | null | undefined): string {
    if (!name) return ANONYMOUS_OPERATION;
    if (this.known.has(name) || this.seen.has(name)) return name;
    if (!PLAIN_OPERATION_NAME.test(name) || this.seen.size >= this.limit) return OTHER_OPERATIONS;
    this.seen.add(name);
    return name;
  }
}
