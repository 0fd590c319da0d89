import { describe, expect, it } from 'vitest';
import { MAX_ASSET_BYTES } from '../upstream/assets';
import {
  BANNER_MESSAGES,
  BANNER_PATCHES,
  BANNER_RULE_MESSAGES,
  BANNER_TEXT_MAX,
  bannerAssetKind,
  bannerScreenshotKey,
  bannerStatusMoveProblem,
  bannerTextureKey,
  chatFailedMessage,
  sanitizeAssetFileName,
  screenshotPropId,
  validateBannerAssetKey,
  validateBannerAssetUpload,
  validateBannerConfigurationDraft,
} from './banners';
import { INVALID_ASSET_KEY_MESSAGE } from './image';

describe('the patch list', () => {
  it('runs 15.1 to 15.24, then 14.24 down to 14.1, then 13.24 down to 13.1', () => {
    expect(BANNER_PATCHES).toHaveLength(72);
    expect(BANNER_PATCHES.slice(0, 3)).toEqual(['15.1', '15.2', '15.3']);
    expect(BANNER_PATCHES.slice(22, 27)).toEqual(['15.23', '15.24', '14.24', '14.23', '14.22']);
    expect(BANNER_PATCHES.slice(46, 50)).toEqual(['14.2', '14.1', '13.24', '13.23']);
    expect(BANNER_PATCHES.at(-1)).toBe('13.1');
  });
});

describe('asset keys (spec 2 §5)', () => {
  it.each([
    ['lck/textures/1700000000000-sponsor.png', 'texture'],
    ['lck/15.3/2/screenshots/baron-alcove-hero-1__1700000000000-shot.png', 'screenshot'],
    ['lck/15.3/2/screenshots/anything.jpg', 'screenshot'],
  ])('takes %s as a %s', (key, kind) => {
    expect(validateBannerAssetKey(key)).toBeNull();
    expect(bannerAssetKind(key)).toBe(kind);
  });

  it.each([
    ['a texture with 4 segments', 'lck/textures/extra/file.png'],
    ['a texture without textures in the middle', 'lck/texture/file.png'],
    ['a texture with an empty file', 'lck/textures/'],
    ['a screenshot with 4 segments', 'lck/15.3/screenshots/file.png'],
    ['a screenshot with 6 segments', 'lck/15.3/2/screenshots/a/file.png'],
    ['a screenshot whose 4th segment is not screenshots', 'lck/15.3/2/shots/file.png'],
    ['a screenshot that is a zip', 'lck/15.3/2/screenshots/file.zip'],
    ['a blank segment', 'lck/ /textures'],
    ['a bare file', 'file.png'],
  ])('refuses %s', (_, key) => {
    expect(validateBannerAssetKey(key)).toBe(INVALID_ASSET_KEY_MESSAGE);
  });

  it('names keys by league, patch, version and prop', () => {
    expect(bannerTextureKey('lck', 'a.png')).toBe('lck/textures/a.png');
    const shot = bannerScreenshotKey('lck', '15.3', 2, 'baron-alcove-hero-1', '1-a.png');
    expect(shot).toBe('lck/15.3/2/screenshots/baron-alcove-hero-1__1-a.png');
    expect(screenshotPropId(shot)).toBe('baron-alcove-hero-1');
  });

  it('keeps letters, digits, dot, underscore and hyphen of a file name, with a timestamp', () => {
    expect(sanitizeAssetFileName('C:\\Users\\me\\My Banner (1).png', 17)).toBe('17-MyBanner1.png');
    expect(sanitizeAssetFileName('äöü !!.', 17)).toBeNull();
  });
});

describe('validateBannerConfigurationDraft', () => {
  const league = {
    slug: 'lck',
    textureKeys: ['lck/textures/a.png', 'lck/textures/b.png'],
  };
  const banner = (propId: string, texture = 'lck/textures/a.png') => ({
    propId,
    texture,
    group: 'sponsor-a',
    name: 'Sponsor A',
  });

  it('takes banners on distinct catalogue props with stored textures of the league', () => {
    const draft = {
      patch: '15.3',
      banners: [
        banner('baron-alcove-hero-1'),
        banner('dragon-alcove-hero-1', 'lck/textures/b.png'),
      ],
    };
    expect(validateBannerConfigurationDraft(draft, league)).toEqual({});
  });

  it('needs a patch of the list and at least one banner', () => {
    expect(validateBannerConfigurationDraft({ patch: '12.1', banners: [] }, league)).toEqual({
      patch: BANNER_RULE_MESSAGES.unknownPatch,
      banners: BANNER_MESSAGES.noBanners,
    });
  });

  it('keys each banner’s problems by its input path', () => {
    const draft = {
      patch: '15.3',
      banners: [
        banner('baron-alcove-hero-1'),
        banner('baron-alcove-hero-1'),
        banner('nowhere'),
        banner('dragon-alcove-hero-1', ''),
        banner('fountain-blue-hero-1', 'lck/textures/x/a.png'),
        banner('fountain-red-hero-1', 'lec/textures/a.png'),
        banner('base-blue-horizontal-1', 'lck/textures/gone.png'),
        { ...banner('base-blue-horizontal-2'), group: ' ', name: 'n'.repeat(BANNER_TEXT_MAX + 1) },
      ],
    };
    expect(validateBannerConfigurationDraft(draft, league)).toEqual({
      'banners.1.propId': BANNER_RULE_MESSAGES.propTwice,
      'banners.2.propId': BANNER_RULE_MESSAGES.unknownProp,
      'banners.3.texture': BANNER_MESSAGES.textureRequired,
      'banners.4.texture': INVALID_ASSET_KEY_MESSAGE,
      'banners.5.texture': BANNER_RULE_MESSAGES.textureOfAnotherLeague,
      'banners.6.texture': BANNER_RULE_MESSAGES.textureNotStored,
      'banners.7.group': BANNER_RULE_MESSAGES.groupLength,
      'banners.7.name': BANNER_RULE_MESSAGES.nameLength,
    });
  });

  it('takes a group and name of exactly BANNER_TEXT_MAX characters', () => {
    const text = 'x'.repeat(BANNER_TEXT_MAX);
    const draft = {
      patch: '13.1',
      banners: [{ ...banner('baron-alcove-hero-1'), group: text, name: text }],
    };
    expect(validateBannerConfigurationDraft(draft, league)).toEqual({});
  });
});

describe('bannerStatusMoveProblem', () => {
  it('allows one step forward and a review sending back for screenshots', () => {
    expect(bannerStatusMoveProblem('needs_screenshots', 'needs_review')).toBeNull();
    expect(bannerStatusMoveProblem('approved', 'submitted')).toBeNull();
    expect(bannerStatusMoveProblem('needs_review', 'needs_screenshots')).toBeNull();
  });

  it('names both statuses of a refused move', () => {
    expect(bannerStatusMoveProblem('needs_screenshots', 'approved')).toBe(
      BANNER_RULE_MESSAGES.statusMove('needs_screenshots', 'approved'),
    );
    expect(bannerStatusMoveProblem('submitted', 'needs_screenshots')).toMatch(
      /^A configuration in Submitted cannot move to Needs screenshots/,
    );
  });
});

describe('validateBannerAssetUpload', () => {
  const texture = { kind: 'texture' as const, fileName: 'Sponsor A.png', size: 2048 };

  it('takes a PNG, JPEG or WebP texture', () => {
    for (const fileName of ['a.png', 'b.JPG', 'c.jpeg', 'd.webp']) {
      expect(validateBannerAssetUpload({ ...texture, fileName }, MAX_ASSET_BYTES)).toEqual({});
    }
  });

  it('refuses a name with nothing left, another file type and a bad size', () => {
    const check = (draft: Partial<typeof texture>) =>
      validateBannerAssetUpload({ ...texture, ...draft }, MAX_ASSET_BYTES);
    expect(check({ fileName: '!!!' })).toEqual({ fileName: BANNER_MESSAGES.emptyFileName });
    expect(check({ fileName: 'a.gif' })).toEqual({ fileName: BANNER_RULE_MESSAGES.imageOnly });
    expect(check({ fileName: 'a.zip' })).toEqual({ fileName: BANNER_RULE_MESSAGES.imageOnly });
    expect(check({ size: 0 })).toEqual({ size: 'The file is empty' });
    expect(check({ size: MAX_ASSET_BYTES + 1 })).toEqual({ size: 'The file is larger than 25 MB' });
  });

  it('needs a listed patch and a catalogue prop for a screenshot', () => {
    const screenshot = { ...texture, kind: 'screenshot' as const };
    expect(validateBannerAssetUpload(screenshot, MAX_ASSET_BYTES)).toEqual({
      patch: BANNER_RULE_MESSAGES.screenshotNeedsPatch,
      propId: BANNER_RULE_MESSAGES.unknownProp,
    });
    expect(
      validateBannerAssetUpload(
        { ...screenshot, patch: '9.1', propId: 'baron-alcove-hero-1' },
        MAX_ASSET_BYTES,
      ),
    ).toEqual({ patch: BANNER_RULE_MESSAGES.unknownPatch });
    expect(
      validateBannerAssetUpload(
        { ...screenshot, patch: '15.3', propId: 'baron-alcove-hero-1' },
        MAX_ASSET_BYTES,
      ),
    ).toEqual({});
  });
});

describe('chatFailedMessage', () => {
  it('is spec 2 §8’s sentence followed by the cause', () => {
    expect(chatFailedMessage('500 - chat down')).toBe(
      'There was an error posting your update to Slack. Please reach out to #ask-esports-digital. 500 - chat down',
    );
  });
});
