import { describe, expect, it } from 'vitest';
import * as staffAppDocuments from '../../../web/src/__generated__/graphql';
import {
  ANONYMOUS_OPERATION,
  MAX_OPERATION_LABELS,
  OperationLabels,
  OTHER_OPERATIONS,
} from './operation-labels';

/** The operation names the staff app sends, read from its generated typed documents. */
function staffAppOperationNames(): string[] {
  return Object.values(staffAppDocuments).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null || !('definitions' in value)) return [];
    return (value as { definitions: { kind: string; name?: { value: string } }[] }).definitions
      .filter((definition) => definition.kind === 'OperationDefinition' && definition.name)
      .map((definition) => definition.name!.value);
  });
}

describe('operation labels', () => {
  it('gives every staff app operation its own label', () => {
    const names = staffAppOperationNames();
    expect(names.length).toBeGreaterThan(100);
    expect(names.length).toBeLessThan(MAX_OPERATION_LABELS);
    const labels = new OperationLabels();
    expect(names.map((name) => labels.label(name))).toEqual(names);
  });

  it("counts a name that is long, or not a plain GraphQL name, as 'other'", () => {
    const labels = new OperationLabels();
    expect(labels.label('x'.repeat(65))).toBe(OTHER_OPERATIONS);
    expect(labels.label('Season List')).toBe(OTHER_OPERATIONS);
    expect(labels.label('Séasons')).toBe(OTHER_OPERATIONS);
    expect(labels.label('x'.repeat(64))).toBe('x'.repeat(64));
  });

  it('names an operation without a name anonymous', () => {
    expect(new OperationLabels().label(null)).toBe(ANONYMOUS_OPERATION);
    expect(new OperationLabels().label('')).toBe(ANONYMOUS_OPERATION);
  });

  it("keeps at most the limit of distinct names, then counts new ones as 'other'", () => {
    const labels = new OperationLabels([], 3);
    const first = ['A', 'B', 'C'].map((name) => labels.label(name));
    expect(first).toEqual(['A', 'B', 'C']);
    expect(labels.label('D')).toBe(OTHER_OPERATIONS);
    expect(labels.label('A')).toBe('A');
    const distinct = new Set(
      Array.from({ length: 10_000 }, (_, i) => labels.label(`Script${i}`)).concat(first),
    );
    expect(distinct.size).toBe(4);
  });

  it('keeps a known operation its own label after scripts used up the limit', () => {
    const labels = new OperationLabels(['SeasonListPage'], 2);
    labels.label('ScriptOne');
    labels.label('ScriptTwo');
    expect(labels.label('ScriptThree')).toBe(OTHER_OPERATIONS);
    expect(labels.label('SeasonListPage')).toBe('SeasonListPage');
  });
});
