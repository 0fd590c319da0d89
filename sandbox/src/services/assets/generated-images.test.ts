import { describe, expect, it } from 'vitest';
import { sandboxForTests } from '../../test-sandbox';
import { GENERATED_IMAGE_ORIGIN } from './generated-images';

const sandbox = sandboxForTests();

interface ImageFields {
  teams: { tricode: string; primaryColor: string; lightLogoUrl: string | null }[];
}

describe('generated images of the seeded records', () => {
  it('names seeded team logos at this sandbox, never at an outside host', async () => {
    const answer = await sandbox.elds<ImageFields>('GET', '/teams?sport=lol&search=t1');
    const t1 = answer.body.teams.find((team) => team.tricode === 'T1')!;
    const logo = new URL(t1.lightLogoUrl!);
    expect(logo.origin).toBe(sandbox.url);
    expect(logo.searchParams.get('label')).toBe('T1');
    expect(`#${logo.searchParams.get('bg')}`).toBe(t1.primaryColor.toUpperCase());
    expect(JSON.stringify(answer.body)).not.toContain(GENERATED_IMAGE_ORIGIN);
  });

  it('serves the logo as an SVG of the tricode on the team colour, without a token', async () => {
    const answer = await sandbox.elds<ImageFields>('GET', '/teams?sport=lol&search=t1');
    const t1 = answer.body.teams.find((team) => team.tricode === 'T1')!;
    const image = await fetch(t1.lightLogoUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await image.text();
    expect(svg).toContain('>T1</text>');
    expect(svg).toContain(`fill="${t1.primaryColor.toUpperCase()}"`);
  });

  it('refuses an unknown kind or a missing label or colour', async () => {
    expect(
      (await fetch(`${sandbox.url}/assets/generated/poster/x.svg?label=A&bg=000000`)).status,
    ).toBe(404);
    expect((await fetch(`${sandbox.url}/assets/generated/team/x.svg?bg=000000`)).status).toBe(400);
    expect((await fetch(`${sandbox.url}/assets/generated/team/x.svg?label=A&bg=red`)).status).toBe(
      400,
    );
  });
});
