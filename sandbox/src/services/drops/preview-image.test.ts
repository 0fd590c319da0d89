import { describe, expect, it } from 'vitest';
import { renderDropCard } from './preview-image';

const card = {
  title: 'Récompense <Finale> & Co',
  description: '',
  sponsor: 'AWS',
  league: '98767991299243005',
  rarity: {
    name: 'Epic',
    badgeForegroundColor: '#ffffff',
    badgeBackgroundColor: '#6b21a8',
    notificationColorOne: '#ff0044',
    notificationColorTwo: '#2200ff',
  },
  cardProgramImageURL: 'https://cdn.example/card.png',
  cardOverlaySponsorImageURL: null,
  presentedBySponsorImageURL: null,
};

describe('the drop preview card', () => {
  it('draws the rarity gradient with stops at 3% and 60% and the badge', () => {
    const svg = renderDropCard('fr_FR', card);
    expect(svg).toContain('<stop offset="3%" stop-color="#ff0044"/>');
    expect(svg).toContain('<stop offset="60%" stop-color="#2200ff"/>');
    expect(svg).toContain('>EPIC</text>');
    expect(svg).toContain('PREVIEW · fr_FR');
    expect(svg).toContain('Presented by AWS');
  });

  it('escapes the title and never points at an image to fetch', () => {
    const svg = renderDropCard('en_US', card);
    expect(svg).toContain('Récompense');
    expect(svg).toContain('&#60;Finale&#62; &#38; Co');
    expect(svg).not.toContain('<image');
    expect(svg).not.toContain('cdn.example');
  });
});
