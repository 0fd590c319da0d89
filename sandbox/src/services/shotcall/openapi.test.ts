import { describe, expect, it } from 'vitest';
import type {
  ShotcallPromptDto,
  ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import type { JsonSchema } from '../../openapi/schema';
import { sandboxForTests } from '../../test-sandbox';
import { shotcallOpenApi } from './openapi';
import { shotcallCalls } from './test-calls';

const sandbox = sandboxForTests();
const schemas = shotcallOpenApi.schemas as Record<string, JsonSchema>;

/** The fields an answer carries are exactly those its schema describes, none left out. */
function expectDescribed(name: string, answer: object) {
  const schema = schemas[name]!;
  const described = Object.keys(schema.properties as object).sort();
  expect(Object.keys(answer).sort(), name).toEqual(described);
  expect([...(schema.required as string[])].sort(), name).toEqual(described);
}

/** A nullable field's schema has a null branch (what GraphQL Mesh reads as nullable). */
function expectNullable(name: string, field: string) {
  const property = (schemas[name]!.properties as Record<string, JsonSchema>)[field]!;
  expect(property.anyOf, `${name}.${field}`).toContainEqual({ type: 'null' });
}

describe('the shot-call OpenAPI description', () => {
  it('describes every field of the seeded answers, the nullable ones with a null branch', async () => {
    const { call } = shotcallCalls(sandbox);
    const [session] = (await call<ShotcallSessionDto[]>('GET', '/sessions?sport=val')).body;
    const [prompt] = (await call<ShotcallPromptDto[]>('GET', `/prompts?sessionId=${session!.id}`))
      .body;
    const [question] = (await call<object[]>('GET', '/questions')).body;
    const [answer] = (await call<object[]>('GET', '/answers')).body;
    const [criteria] = (await call<object[]>('GET', '/reward_criteria')).body;
    expectDescribed('ShotcallSession', session!);
    expectDescribed('ShotcallPrompt', prompt!);
    expectDescribed('ShotcallChoice', prompt!.choices[0]!);
    expectDescribed('ShotcallQuestion', question!);
    expectDescribed('ShotcallAnswer', answer!);
    expectDescribed('ShotcallRewardCriteria', criteria!);
    for (const field of ['broadcastId', 'startedAt', 'endedAt']) {
      expectNullable('ShotcallSession', field);
    }
    for (const field of ['openedAt', 'closesAt', 'resolvedAt', 'correctChoiceId']) {
      expectNullable('ShotcallPrompt', field);
    }
    expectNullable('ShotcallRewardCriteria', 'inventoryItemId');
  });
});
