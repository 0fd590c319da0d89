import { describe, expect, it } from 'vitest';
import { diffBanners } from './bannerDiff';

const banner = (propId: string, texture = 'lck/textures/a.png', group = 'g', name = 'n') => ({
  propId,
  texture,
  group,
  name,
});

describe('comparing two patches’ banners', () => {
  it('lists added, removed and changed props with the fields that changed', () => {
    const mine = [banner('p1'), banner('p2', 'lck/textures/b.png', 'g', 'renamed'), banner('p4')];
    const theirs = [banner('p1'), banner('p2'), banner('p3')];
    expect(diffBanners(mine, theirs)).toEqual([
      { propId: 'p2', kind: 'changed', fields: ['texture', 'name'] },
      { propId: 'p4', kind: 'added', fields: [] },
      { propId: 'p3', kind: 'removed', fields: [] },
    ]);
  });
});
