import { describe, expect, it } from 'vitest';
import {
  effectiveEnvironment,
  environmentNamed,
  environmentFromHost,
  EVERY_ROUTE_RESOURCE,
  FEATURE_FLAGS,
  mayOpenPath,
  resourceOf,
  resourcesForPath,
} from './access';

describe('resources and routes (spec 2 §2, §6)', () => {
  it('takes the resource from the part of a permission before the colon', () => {
    expect(resourceOf('season:write')).toBe('season');
    expect(resourceOf('drops inventory item:read')).toBe('drops inventory item');
    expect(resourceOf('tournament')).toBe('tournament');
  });

  it('gates each route by its resource families', () => {
    expect(resourcesForPath('/season/list/current')).toEqual(['season']);
    expect(resourcesForPath('/stream/group/list')).toContain('Livestats');
    expect(resourcesForPath('/seasonal')).toBeNull();
    expect(mayOpenPath('/pickem/leagues/list', new Set(['Pickem_Tournament']))).toBe(true);
    expect(mayOpenPath('/tournament/list/current', new Set(['season']))).toBe(false);
    expect(mayOpenPath('/usermanagement', new Set(['user']))).toBe(true);
    expect(mayOpenPath('/access-denied', new Set())).toBe(true);
    expect(mayOpenPath('/timeline/list', new Set(['Stream_Timeline']))).toBe(true);
    expect(mayOpenPath('/audit', new Set(['season']))).toBe(false);
  });

  it('lists every resource family the route table names, each once', () => {
    expect(EVERY_ROUTE_RESOURCE).toContain('Shotcall_Answer');
    expect(EVERY_ROUTE_RESOURCE.filter((resource) => resource === 'user')).toEqual(['user']);
  });

  it('also needs the feature flag of accounts and user management', () => {
    const off = { ...FEATURE_FLAGS.prod, accounts: false, rbac: false };
    expect(mayOpenPath('/accounts/list', new Set(['account']), FEATURE_FLAGS.prod)).toBe(true);
    expect(mayOpenPath('/accounts/list', new Set(['account']), off)).toBe(false);
    expect(mayOpenPath('/usermanagement', new Set(['user']), off)).toBe(false);
  });
});

describe('environments and feature flags (spec 1 §6)', () => {
  it('derives the environment from the host name', () => {
    expect(environmentFromHost('localhost:4000')).toBe('local');
    expect(environmentFromHost('127.0.0.1:4000')).toBe('local');
    expect(environmentFromHost('admin.dev.esports.example')).toBe('dev');
    expect(environmentFromHost('admin-stage.esports.example')).toBe('test');
    expect(environmentFromHost('admin.test.esports.example')).toBe('test');
    expect(environmentFromHost('admin.esports.example')).toBe('prod');
  });

  it('honours the panel override outside production only, and never to prod', () => {
    expect(effectiveEnvironment('local', 'test')).toBe('test');
    expect(effectiveEnvironment('dev', 'local')).toBe('local');
    expect(effectiveEnvironment('test', undefined)).toBe('test');
    expect(effectiveEnvironment('test', 'staging')).toBe('test');
    expect(effectiveEnvironment('local', 'prod')).toBe('local');
    expect(effectiveEnvironment('prod', 'dev')).toBe('prod');
  });

  it('answers the stage environment as test (spec 2 §9), however it is spelled', () => {
    expect(environmentNamed('stage')).toBe('test');
    expect(environmentNamed('Stage ')).toBe('test');
    expect(environmentNamed('dev')).toBe('dev');
    expect(environmentNamed('staging')).toBeNull();
    expect(effectiveEnvironment('local', 'stage')).toBe('test');
    expect(effectiveEnvironment('prod', 'stage')).toBe('prod');
  });

  it('switches flags per environment exactly as the table says', () => {
    expect(FEATURE_FLAGS.prod).toMatchObject({
      statSync: false,
      reopenPickBlock: false,
      autocompleteMatch: false,
    });
    expect(FEATURE_FLAGS.test).toMatchObject({
      statSync: false,
      reopenPickBlock: true,
      autocompleteMatch: true,
    });
    expect(FEATURE_FLAGS.dev).toMatchObject({
      statSync: true,
      reopenPickBlock: true,
      autocompleteMatch: true,
    });
    for (const flags of Object.values(FEATURE_FLAGS)) {
      expect(flags).toMatchObject({
        selfServiceTournaments: true,
        seasons: true,
        accounts: true,
        rbac: true,
      });
    }
  });
});
