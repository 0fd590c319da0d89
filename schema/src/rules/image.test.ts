import { describe, expect, it } from 'vitest';
import {
  imageAssetKey,
  imageExtension,
  INVALID_ASSET_KEY_MESSAGE,
  validateImageAssetKey,
  validateImageUpload,
  validateImageUrl,
} from './image';

const MB = 1024 * 1024;

describe('image addresses', () => {
  it('takes empty or an absolute http(s) address', () => {
    expect(validateImageUrl('')).toBeNull();
    expect(validateImageUrl('https://cdn.example.com/a.png')).toBeNull();
    expect(validateImageUrl('ftp://cdn.example.com/a.png')).toBe('Field is not valid.');
    expect(validateImageUrl('logo.png')).toBe('Field is not valid.');
  });
});

describe('image uploads', () => {
  it('knows png, jpeg, gif and webp by extension, in any case', () => {
    expect(imageExtension('Logo.PNG')).toBe('png');
    expect(imageExtension('photo.jpeg')).toBe('jpeg');
    expect(imageExtension('logo.svg')).toBeNull();
    expect(imageExtension('logo')).toBeNull();
  });

  it('refuses a file of another kind, a type contradicting its name, empty or too large', () => {
    const file = { name: 'logo.png', type: 'image/png', size: 1000 };
    expect(validateImageUpload(file, 25 * MB)).toBeNull();
    expect(validateImageUpload({ ...file, type: '' }, 25 * MB)).toBeNull();
    expect(validateImageUpload({ ...file, name: 'logo.svg' }, 25 * MB)).toBe(
      'Choose a PNG, JPEG, GIF or WebP image',
    );
    expect(validateImageUpload({ ...file, type: 'image/jpeg' }, 25 * MB)).toBe(
      'The file type does not match its extension',
    );
    expect(validateImageUpload({ ...file, size: 0 }, 25 * MB)).toBe('The file is empty');
    expect(validateImageUpload({ ...file, size: 25 * MB + 1 }, 25 * MB)).toBe(
      'The file is larger than 25 MB',
    );
  });

  it("stores each upload under its owner's folder with a unique name", () => {
    expect(imageAssetKey('team', '100', 'png', 'u1')).toBe('images/teams/100/u1.png');
    expect(imageAssetKey('organization', null, 'webp', 'u2')).toBe(
      'images/organizations/new/u2.webp',
    );
    expect(imageAssetKey('league', '../etc', 'png', 'u3')).toBe('images/leagues/new/u3.png');
    expect(validateImageAssetKey(imageAssetKey('league', '7', 'gif', 'u4'))).toBeNull();
  });

  it("reads '(!) invalid asset key' for a key outside the image folders", () => {
    for (const key of [
      'images/teams/1/a.svg',
      'images/players/1/a.png',
      'images/teams/../a.png',
      'game-configs/lec-15.1-1.zip',
      'images/teams/1/x/a.png',
    ]) {
      expect(validateImageAssetKey(key)).toBe(INVALID_ASSET_KEY_MESSAGE);
    }
    expect(INVALID_ASSET_KEY_MESSAGE).toBe('(!) invalid asset key');
  });
});
