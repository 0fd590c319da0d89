import { resizedImageUrl } from '@esports-admin/schema/rules/image';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../test/renderApp';
import { LogoThumbnail } from './LogoThumbnail';

const STORED = 'http://127.0.0.1:4010/assets/files/images/teams/42/7f3a.png';

describe('resize proxy addresses (spec 1 §9)', () => {
  it('asks the asset store for the displayed width, doubled on high pixel-density screens', () => {
    expect(resizedImageUrl(STORED, 36, 1)).toBe(`${STORED}?w=36`);
    expect(resizedImageUrl(STORED, 36, 2)).toBe(`${STORED}?w=72`);
    expect(resizedImageUrl(STORED, 36, 3)).toBe(`${STORED}?w=72`);
    expect(resizedImageUrl(STORED, 36, 1.25)).toBe(`${STORED}?w=72`);
    expect(resizedImageUrl(STORED, 3000, 2)).toBe(`${STORED}?w=4000`);
  });

  it('resizes images of the configured asset hosts and keeps their query', () => {
    const hosts = ['cdn.example.com', 'img.example.com:8443'];
    expect(resizedImageUrl('https://CDN.example.com/logos/t1.png?v=3', 36, 1, hosts)).toBe(
      'https://cdn.example.com/logos/t1.png?v=3&w=36',
    );
    expect(resizedImageUrl('https://img.example.com:8443/t1.png', 36, 2, hosts)).toBe(
      'https://img.example.com:8443/t1.png?w=72',
    );
    expect(resizedImageUrl('https://img.example.com/t1.png', 36, 2, hosts)).toBe(
      'https://img.example.com/t1.png',
    );
  });

  it('leaves other hosts, presigned addresses and non-addresses untouched', () => {
    expect(resizedImageUrl('https://images.other.org/t1.png', 36, 2)).toBe(
      'https://images.other.org/t1.png',
    );
    const presigned = `${STORED}?functionalityType=non-banner&expires=1&signature=abc`;
    expect(resizedImageUrl(presigned, 36, 2)).toBe(presigned);
    expect(resizedImageUrl('not a url', 36, 2)).toBe('not a url');
    expect(resizedImageUrl('data:image/png;base64,AAAA', 36, 2)).toBe('data:image/png;base64,AAAA');
  });
});

describe('LogoThumbnail', () => {
  const initialRatio = window.devicePixelRatio;
  afterEach(() => {
    Object.defineProperty(window, 'devicePixelRatio', { value: initialRatio, configurable: true });
  });

  const logoSrc = () => screen.getByRole<HTMLImageElement>('img', { name: 'T1 logo' }).src;

  it('loads a stored logo at twice its size on a HiDPI screen, other hosts as given', () => {
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    const { rerender } = render(
      <Providers>
        <LogoThumbnail url={STORED} name="T1" tricode="T1" />
      </Providers>,
    );
    expect(logoSrc()).toBe(`${STORED}?w=72`);
    rerender(
      <Providers>
        <LogoThumbnail url="https://images.other.org/t1.png" name="T1" tricode="T1" />
      </Providers>,
    );
    expect(logoSrc()).toBe('https://images.other.org/t1.png');
  });

  it('loads a stored logo at its displayed size on a standard screen', () => {
    Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true });
    render(
      <Providers>
        <LogoThumbnail url={STORED} name="T1" tricode="T1" />
      </Providers>,
    );
    expect(logoSrc()).toBe(`${STORED}?w=36`);
  });
});
