import { FEATURE_FLAGS } from '@esports-admin/schema/rules/access';
import { describe, expect, it } from 'vitest';
import { APP_SECTIONS } from '../sections';
import { sectionsForViewer, viewerMayOpenPath, type ViewerAccess } from './viewerAccess';

const access = (resources: string[], flags: Partial<ViewerAccess['features']> = {}) => ({
  resources: new Set(resources),
  writableResources: new Set<string>(),
  features: { __typename: 'FeatureFlags' as const, ...FEATURE_FLAGS.prod, ...flags },
});

describe('viewer access', () => {
  it('opens a path when any of its resource families is held', () => {
    expect(viewerMayOpenPath('/stream/group/list', access(['Stream_Timeline']))).toBe(true);
    expect(viewerMayOpenPath('/season/12/edit', access(['team']))).toBe(false);
  });

  it('opens paths outside the route table without any role', () => {
    expect(viewerMayOpenPath('/', access([]))).toBe(true);
    expect(viewerMayOpenPath('/invite/abc', access([]))).toBe(true);
    expect(viewerMayOpenPath('/access-denied', access([]))).toBe(true);
  });

  it('also needs the feature flag for accounts and user management', () => {
    expect(viewerMayOpenPath('/accounts/list', access(['account']))).toBe(true);
    expect(viewerMayOpenPath('/accounts/list', access(['account'], { accounts: false }))).toBe(
      false,
    );
    expect(viewerMayOpenPath('/usermanagement', access(['user'], { rbac: false }))).toBe(false);
    expect(viewerMayOpenPath('/usermanagement', access(['user']))).toBe(true);
  });

  it('offers the sections of the sport the viewer may open', () => {
    expect(
      sectionsForViewer(APP_SECTIONS, 'tft', access(['team', 'account'])).map((s) => s.key),
    ).toEqual(['teams', 'accounts']);
  });
});
