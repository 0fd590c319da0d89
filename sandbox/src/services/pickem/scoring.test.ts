import { describe, expect, it } from 'vitest';
import type { TournamentDto } from '@esports-admin/schema/upstream/elds-tournaments';
import {
  PICKEM_ADMIN_BASE_PATH,
  SCORING_CONFIG_BASE_PATH,
  type PickemLeagueDto,
  type ScoringConfigDto,
  type SectionScoringDto,
} from '@esports-admin/schema/upstream/pickem';
import type { Answer } from '../../test-support';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const call = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at(SCORING_CONFIG_BASE_PATH)<Body>(method, path, { body });

function expectRefused(answer: Answer<unknown>, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expect((answer.body as { message: string }).message).toMatch(message);
}

describe('scoring-config-admin', () => {
  it('seeds four configurations', async () => {
    const configs = await call<ScoringConfigDto[]>('GET', '');
    expect(configs.body.map((c) => c.name)).toEqual([
      'Standard',
      'Group stage',
      'Playoffs',
      'Finals',
    ]);
  });

  it('seeds assignments to some sections of the tournaments pick’em has, leaving others without', async () => {
    const leagues = await sandbox.at(PICKEM_ADMIN_BASE_PATH)<PickemLeagueDto[]>('GET', '/leagues');
    const ids = [...new Set(leagues.body.flatMap((l) => l.activeEldsTournamentId ?? []))];
    const configIds = new Set((await call<ScoringConfigDto[]>('GET', '')).body.map((c) => c.id));
    const statuses: number[] = [];
    for (const id of ids) {
      const tournament = await sandbox.elds<TournamentDto>('GET', `/tournaments/${id}`);
      for (const section of (tournament.body.stages ?? []).flatMap((stage) => stage.sections)) {
        const scoring = await call<SectionScoringDto>('GET', `/section/${section.id}`);
        statuses.push(scoring.status);
        if (scoring.status === 200) expect(configIds.has(scoring.body.scoringConfigId)).toBe(true);
      }
    }
    expect(statuses).toContain(200);
    expect(statuses).toContain(404);
  });

  it('creates a configuration and reads it back; refuses a taken name, a missing name and negative points', async () => {
    const write = { name: 'Double points', pointsPerCorrectPick: 20, perfectBlockBonus: 0 };
    const created = await call<ScoringConfigDto>('POST', '', write);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject(write);
    expect((await call('GET', `/${created.body.id}`)).body).toEqual(created.body);
    expectRefused(
      await call('POST', '', { ...write, name: 'double POINTS' }),
      409,
      /already named/,
    );
    expectRefused(await call('POST', '', { ...write, name: '' }), 400, /name/);
    expectRefused(
      await call('POST', '', { ...write, name: 'Negative', pointsPerCorrectPick: -1 }),
      400,
      /pointsPerCorrectPick/,
    );
    expectRefused(await call('GET', '/no-such-config'), 404, /not found/);
  });

  it('assigns a configuration to a section, reassigns, unassigns and answers 404 when none', async () => {
    const [first, second] = (await call<ScoringConfigDto[]>('GET', '')).body;
    expectRefused(await call('GET', '/section/s-test'), 404, /no scoring configuration/);
    const assigned = await call<SectionScoringDto>('PUT', `/section/s-test/assign/${first!.id}`);
    expect(assigned.body).toMatchObject({ eldsSectionId: 's-test', scoringConfigId: first!.id });
    const reassigned = await call<SectionScoringDto>('PUT', `/section/s-test/assign/${second!.id}`);
    expect(reassigned.body.scoringConfigId).toBe(second!.id);
    expect(reassigned.body.updatedAt).toBeGreaterThan(assigned.body.updatedAt);
    expect((await call('GET', '/section/s-test')).body).toEqual(reassigned.body);
    expectRefused(await call('PUT', '/section/s-test/assign/no-such-config'), 404, /not found/);
    expect((await call('DELETE', '/section/s-test')).status).toBe(204);
    expectRefused(await call('GET', '/section/s-test'), 404, /no scoring configuration/);
  });
});
