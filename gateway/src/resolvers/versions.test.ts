import { isObjectType, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { versionOf } from '../mutations/version';
import { buildGatewaySchema } from '../schema';

/** `version` fields that are not a record's version. */
const NOT_RECORD_VERSIONS = new Set(['AppInfo']);

describe('versions of editable types', () => {
  it('answers every `version` field with the hash runMutation checks expectedVersion against', () => {
    const schema = buildGatewaySchema();
    const record = { id: 'r1', name: 'Record' };
    const versioned = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType =>
        isObjectType(type) && !NOT_RECORD_VERSIONS.has(type.name) && 'version' in type.getFields(),
    );
    expect(versioned.length).toBeGreaterThan(10);
    for (const type of versioned) {
      const resolve = type.getFields().version!.resolve;
      expect(resolve, type.name).toBeDefined();
      expect(resolve!(record, {}, undefined, {} as GraphQLResolveInfo), type.name).toBe(
        versionOf(record),
      );
    }
  });
});
