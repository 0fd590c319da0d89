import { describe, expect, it } from 'vitest';
import { seasonListBucket } from '@esports-admin/schema/rules/season';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import type {
  SeasonDto,
  SeasonListDto,
  SeasonWriteDto,
  UpstreamErrorBody,
} from '@esports-admin/schema/upstream/elds';
import { FIXTURE_CLOCK } from '../../test-support';
import { expectRefusal, sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const listSeasons = async (query = '') =>
  (await sandbox.elds<SeasonListDto>('GET', `/seasons${query}`)).body.seasons;

function seasonWrite(overrides: Partial<SeasonWriteDto> = {}): SeasonWriteDto {
  return {
    name: { slug: 'spring_invitational', localizations: { en_US: 'Spring Invitational' } },
    sport: 'lol',
    status: 'active',
    startTime: '2025-03-01T00:00:00Z',
    endTime: '2025-05-31T00:00:00Z',
    splits: [
      {
        name: { slug: 'groups', localizations: { en_US: 'Groups' } },
        startTime: '2025-03-01T00:00:00Z',
        endTime: '2025-04-01T00:00:00Z',
      },
      {
        name: { slug: 'finals', localizations: { en_US: 'Finals' } },
        startTime: null,
        endTime: null,
      },
    ],
    awardedCircuitPoints: [{ placement: 1, points: 100 }],
    ...overrides,
  };
}

describe('seeded seasons', () => {
  it('lists current, old and archived seasons for every sport relative to the fixture clock', async () => {
    for (const sport of SPORT_CODES) {
      const seasons = await listSeasons(`?sport=${sport}`);
      const bucket = (filter: string) =>
        seasons
          .filter((season) => seasonListBucket(season, FIXTURE_CLOCK) === filter)
          .map((season) => season.name.localizations.en_US);
      expect(seasons.every((season) => season.sport === sport)).toBe(true);
      expect(bucket('current')).toHaveLength(2);
      expect(bucket('current')).toContain('2025 Season');
      expect(bucket('old')).toEqual(expect.arrayContaining(['2024 Season', '2023 Season']));
      expect(bucket('old')).toHaveLength(3);
      expect(bucket('archived')).toEqual(['2022 Season']);
    }
  });

  it('seeds a season ending 10 days and one ending 20 days before the fixture clock', async () => {
    const endings = (await listSeasons('?sport=val')).map((season) => season.endTime);
    expect(endings).toContain('2025-06-05T00:00:00.000Z');
    expect(endings).toContain('2025-05-26T00:00:00.000Z');
  });

  it('gives the current season its splits, circuit points and a second locale', async () => {
    const [lol] = await listSeasons('?sport=lol&seasonIds=' + (await currentSeasonId('lol')));
    expect(lol?.name).toEqual({
      slug: '2025_season',
      localizations: { en_US: '2025 Season', ko_KR: '2025 시즌' },
    });
    expect(lol?.splits.map((split) => split.name.slug)).toEqual(['split_1', 'split_2', 'split_3']);
    expect(lol?.awardedCircuitPoints[0]).toEqual({ placement: 1, points: 90 });
    const val = await sandbox.elds<SeasonDto>('GET', `/seasons/${await currentSeasonId('val')}`);
    expect(val.body.splits.map((split) => split.name.localizations.en_US)).toEqual([
      'Kickoff',
      'Stage 1',
      'Stage 2',
    ]);
  });

  it('sorts by start time, latest first', async () => {
    const starts = (await listSeasons()).map((season) => season.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(starts).toHaveLength(6 * SPORT_CODES.length);
  });

  it('combines the sport, status and id filters', async () => {
    const archived = await listSeasons('?status=archived');
    expect(archived.map((season) => season.sport).sort()).toEqual([...SPORT_CODES].sort());
    const [tft, wr] = [await currentSeasonId('tft'), await currentSeasonId('wr')];
    expect((await listSeasons(`?seasonIds=${tft},${wr}`)).map((s) => s.id).sort()).toEqual(
      [tft, wr].sort(),
    );
    expect(await listSeasons(`?seasonIds=${tft},${wr}&sport=wr&status=active`)).toHaveLength(1);
    expect(await listSeasons(`?seasonIds=${tft}&status=archived`)).toEqual([]);
  });

  it('refuses an unknown sport or status filter', async () => {
    const sport = await sandbox.elds<UpstreamErrorBody>('GET', '/seasons?sport=chess');
    expect(sport.status).toBe(400);
    expect(sport.body).toMatchObject({ httpStatus: 400, errorCode: 'VALIDATION_ERROR' });
    expect(sport.body.message).toContain("Unknown sport 'chess'");
    const status = await sandbox.elds<UpstreamErrorBody>('GET', '/seasons?status=deleted');
    expect(status.body.message).toBe('status must be one of active, archived');
  });

  it('answers 404 with the spec message for an unknown id', async () => {
    const answer = await sandbox.elds<UpstreamErrorBody>('GET', '/seasons/404404');
    expectRefusal(answer, {
      httpStatus: 404,
      errorCode: 'NOT_FOUND',
      message: 'Season 404404 not found',
    });
  });

  it('refuses an id with a NUL character with 400, as text Postgres cannot store', async () => {
    const answer = await sandbox.elds<UpstreamErrorBody>('GET', '/seasons/%00');
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('VALIDATION_ERROR');
  });

  it('refuses a call without a bearer token', async () => {
    for (const token of [null, '']) {
      const answer = await sandbox.elds<UpstreamErrorBody>('GET', '/seasons', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('UNAUTHORIZED');
    }
  });
});

async function currentSeasonId(sport: string): Promise<string> {
  const seasons = await listSeasons(`?sport=${sport}`);
  const season = seasons.find((s) => s.name.slug === '2025_season');
  if (!season) throw new Error(`no 2025 season for ${sport}`);
  return season.id;
}

describe('writing seasons', () => {
  it('creates a season with new ids for it and its splits', async () => {
    const answer = await sandbox.elds<SeasonDto>('POST', '/seasons', { body: seasonWrite() });
    expect(answer.status).toBe(201);
    const created = answer.body;
    expect(created.id).toMatch(/^\d+$/);
    expect(created.splits.map((split) => split.id)).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
    ]);
    expect(created).toMatchObject({
      name: { slug: 'spring_invitational' },
      startTime: '2025-03-01T00:00:00.000Z',
      splits: [{ startTime: '2025-03-01T00:00:00.000Z' }, { startTime: null, endTime: null }],
    });
    expect((await sandbox.elds('GET', `/seasons/${created.id}`)).body).toEqual(created);
  });

  it('updates a season, keeping split ids and giving new splits one', async () => {
    const { body: created } = await sandbox.elds<SeasonDto>('POST', '/seasons', {
      body: seasonWrite({ name: { slug: 'summer_cup', localizations: { en_US: 'Summer Cup' } } }),
    });
    const [groups, finals] = created.splits.map((split) => split.id);
    const update = seasonWrite({
      name: { slug: 'summer_cup', localizations: { en_US: 'Summer Cup', pt_BR: 'Copa de Verão' } },
      splits: [
        { id: groups, name: { slug: 'groups', localizations: {} }, startTime: null, endTime: null },
        {
          name: { slug: 'playoffs', localizations: { en_US: 'Playoffs' } },
          startTime: null,
          endTime: null,
        },
      ],
    });
    const answer = await sandbox.elds<SeasonDto>('PUT', `/seasons/${created.id}`, { body: update });
    expect(answer.status).toBe(200);
    expect(answer.body.name.localizations.pt_BR).toBe('Copa de Verão');
    const [keptId, newId] = answer.body.splits.map((split) => split.id);
    expect(keptId).toBe(groups);
    expect(newId).toMatch(/^\d+$/);
    expect([groups, finals]).not.toContain(newId);
    expect((await sandbox.elds('GET', `/seasons/${created.id}`)).body).toEqual(answer.body);
  });

  it('archives and unarchives through PUT with the status changed', async () => {
    const id = await currentSeasonId('wr');
    const { body: season } = await sandbox.elds<SeasonDto>('GET', `/seasons/${id}`);
    const { id: _id, ...write } = season;
    await sandbox.elds('PUT', `/seasons/${id}`, { body: { ...write, status: 'archived' } });
    expect((await listSeasons('?sport=wr&status=archived')).map((s) => s.id)).toContain(id);
    await sandbox.elds('PUT', `/seasons/${id}`, { body: { ...write, status: 'active' } });
    expect((await listSeasons('?sport=wr&status=archived')).map((s) => s.id)).not.toContain(id);
  });

  it('answers 404 when updating an unknown season', async () => {
    const answer = await sandbox.elds<UpstreamErrorBody>('PUT', '/seasons/777', {
      body: seasonWrite(),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Season 777 not found');
  });

  it('refuses a slug another season of the same sport has, with 409 DUPLICATE_SLUG', async () => {
    const body = seasonWrite({ name: { slug: '2025_season', localizations: {} } });
    const answer = await sandbox.elds<UpstreamErrorBody>('POST', '/seasons', { body });
    expectRefusal(answer, {
      httpStatus: 409,
      errorCode: 'DUPLICATE_SLUG',
      message: 'Season slug 2025_season already exists for lol',
    });
    const renamed = await sandbox.elds<UpstreamErrorBody>(
      'PUT',
      `/seasons/${await currentSeasonId('val')}`,
      {
        body: { ...body, sport: 'val', name: { slug: 'challengers_ascension', localizations: {} } },
      },
    );
    expect(renamed.status).toBe(409);
  });

  it('accepts the same slug for another sport and a season keeping its own slug', async () => {
    const body = seasonWrite({
      name: { slug: 'spring_invitational', localizations: {} },
      sport: 'tft',
    });
    expect((await sandbox.elds('POST', '/seasons', { body })).status).toBe(201);
    const id = await currentSeasonId('lol');
    const { body: season } = await sandbox.elds<SeasonDto>('GET', `/seasons/${id}`);
    expect((await sandbox.elds('PUT', `/seasons/${id}`, { body: season })).status).toBe(200);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name is required'],
    [
      'an ill-typed sport',
      { sport: 7 },
      "Unknown sport '7': sport must be one of lol, val, wr, tft",
    ],
    ['an unknown sport', { sport: 'chess' }, "Unknown sport 'chess'"],
    [
      'a slug failing the slug rule',
      { name: { slug: 'Spring Cup', localizations: {} } },
      "name.slug 'Spring Cup' is not valid: Slugs must match [a-z0-9_]",
    ],
    ['an empty slug', { name: { slug: '', localizations: {} } }, 'Slugs cannot be empty'],
    ['a bad status', { status: 'deleted' }, 'status must be one of active, archived'],
    ['a date that is not ISO 8601', { startTime: 'March 1st' }, 'startTime must be an ISO 8601'],
    [
      'an end before the start',
      { endTime: '2025-01-01T00:00:00Z' },
      'endTime must not be before startTime',
    ],
    [
      'a split ending before it starts',
      {
        splits: [
          {
            name: { slug: 'groups', localizations: {} },
            startTime: '2025-04-01T00:00:00Z',
            endTime: '2025-03-01T00:00:00Z',
          },
        ],
      },
      'splits[0].endTime must not be before splits[0].startTime',
    ],
    ['splits that are not a list', { splits: {} }, 'splits must be an array'],
    [
      'a localized name over 40 characters',
      { name: { slug: 'long', localizations: { en_US: 'x'.repeat(41) } } },
      'name.localizations.en_US: Name must be fewer than 41 characters',
    ],
    [
      'a negative circuit point award',
      { awardedCircuitPoints: [{ placement: 1, points: -5 }] },
      'awardedCircuitPoints[0].points must be at least 0',
    ],
    [
      'a split id of another season',
      {
        splits: [
          { id: '1', name: { slug: 'groups', localizations: {} }, startTime: null, endTime: null },
        ],
      },
      'splits[0].id 1 is not a split of this season',
    ],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, overrides, message) => {
    const valid = seasonWrite({ name: { slug: 'never_created', localizations: {} } });
    const answer = await sandbox.elds<UpstreamErrorBody>('POST', '/seasons', {
      body: { ...valid, ...overrides },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('VALIDATION_ERROR');
    expect(answer.body.message).toContain(message);
  });

  it('refuses malformed JSON with 400', async () => {
    const answer = await sandbox.elds<UpstreamErrorBody>('POST', '/seasons', {
      rawBody: '{"name": ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ httpStatus: 400, errorCode: 'MALFORMED_JSON' });
  });
});
