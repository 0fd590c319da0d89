import { describe, expect, it } from 'vitest';
import type { MatchListDto } from '@esports-admin/schema/upstream/elds-tournaments';
import {
  CELEBRITY_BASE_PATH,
  PICK_BLOCKS_BASE_PATH,
  PICKEM_ADMIN_BASE_PATH,
  type CelebrityBatchValidationDto,
  type CelebrityDto,
  type CelebrityWriteDto,
  type PickBlockDto,
  type PickemLeagueDto,
  type UnscheduledItemsDto,
} from '@esports-admin/schema/upstream/pickem';
import { expectRefusal, sandboxForTests } from '../../test-sandbox';
import { CELEBRITY_PROBLEMS } from './celebrities';

const sandbox = sandboxForTests();

const call = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at(CELEBRITY_BASE_PATH)<Body>(method, path, { body });

async function tournamentId(): Promise<string> {
  const leagues = (await sandbox.at(PICKEM_ADMIN_BASE_PATH)<PickemLeagueDto[]>('GET', '/leagues'))
    .body;
  return leagues.find((league) => league.activeEldsTournamentId)!.activeEldsTournamentId!;
}

const celebritiesOf = async (id: string) =>
  (await call<CelebrityDto[]>('GET', `/tournament/${id}`)).body;

const asWrite = ({ id, name, title, imageUrl, picks }: CelebrityDto): CelebrityWriteDto => ({
  id,
  name,
  title,
  imageUrl,
  picks,
});

describe('celebrity-admin', () => {
  it('seeds celebrities whose picks are teams of matches in the tournament’s blocks', async () => {
    const id = await tournamentId();
    const seeded = await celebritiesOf(id);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const blocks = (
      await sandbox.at(PICK_BLOCKS_BASE_PATH)<PickBlockDto[]>('GET', `/tournament/${id}`)
    ).body;
    const inBlocks = new Set(blocks.flatMap((block) => block.eldsMatchIds));
    const matches = (await sandbox.elds<MatchListDto>('GET', `/matches?tournamentId=${id}`)).body
      .matches;
    for (const pick of seeded.flatMap((celebrity) => celebrity.picks)) {
      expect(inBlocks.has(pick.eldsMatchId)).toBe(true);
      const match = matches.find((m) => m.id === pick.eldsMatchId)!;
      expect([match.teamOne, match.teamTwo]).toContain(pick.eldsTeamId);
    }
    const valid = await call<CelebrityBatchValidationDto>('PUT', `/batch/${id}/validate`, {
      celebrities: seeded.map(asWrite),
    });
    expect(valid.body).toEqual({ invalid: [] });
  });

  it('answers every invalid row’s field from validate, and refuses saving it with 400', async () => {
    const id = await tournamentId();
    const before = await celebritiesOf(id);
    const [first, second] = before;
    const pick = first!.picks[0]!;
    const unscheduled = (
      await sandbox.at(PICK_BLOCKS_BASE_PATH)<UnscheduledItemsDto>(
        'GET',
        `/tournament/${id}/unscheduled`,
      )
    ).body.eldsMatchIds[0]!;
    const rows: CelebrityWriteDto[] = [
      { ...asWrite(first!), name: '  ' },
      { ...asWrite(second!), name: 'x'.repeat(61), imageUrl: 'http://img.example.com/a.png' },
      {
        id: null,
        name: first!.name.toUpperCase(),
        title: 'Guest',
        imageUrl: 'not a url',
        picks: [],
      },
      { id: null, name: first!.name, title: 'Guest', imageUrl: first!.imageUrl, picks: [] },
      {
        id: '404',
        name: 'New face',
        title: 'Guest',
        imageUrl: 'https://img.example.com/new.png',
        picks: [
          { eldsMatchId: unscheduled, eldsTeamId: pick.eldsTeamId },
          { eldsMatchId: pick.eldsMatchId, eldsTeamId: '404' },
        ],
      },
    ];
    const expected: CelebrityBatchValidationDto = {
      invalid: [
        { index: 0, field: 'name', message: CELEBRITY_PROBLEMS.nameRequired },
        { index: 1, field: 'name', message: CELEBRITY_PROBLEMS.nameTooLong },
        { index: 1, field: 'imageUrl', message: CELEBRITY_PROBLEMS.imageNotHttps },
        { index: 3, field: 'name', message: CELEBRITY_PROBLEMS.duplicateName },
        { index: 2, field: 'imageUrl', message: CELEBRITY_PROBLEMS.imageNotHttps },
        { index: 4, field: 'id', message: CELEBRITY_PROBLEMS.unknownCelebrity('404') },
        {
          index: 4,
          field: 'picks.0.eldsMatchId',
          message: CELEBRITY_PROBLEMS.matchNotInBlock(unscheduled),
        },
        {
          index: 4,
          field: 'picks.1.eldsTeamId',
          message: CELEBRITY_PROBLEMS.teamNotInMatch('404', pick.eldsMatchId),
        },
      ],
    };
    const validated = await call<CelebrityBatchValidationDto>('PUT', `/batch/${id}/validate`, {
      celebrities: rows,
    });
    expect(validated.status).toBe(200);
    const byRow = (a: { index: number }, b: { index: number }) => a.index - b.index;
    expect([...validated.body.invalid].sort(byRow)).toEqual([...expected.invalid].sort(byRow));
    const saved = await call<CelebrityBatchValidationDto>('PUT', `/batch/${id}`, {
      celebrities: rows,
    });
    expect(saved.status).toBe(400);
    expect(saved.body.invalid).toEqual(validated.body.invalid);
    expect(await celebritiesOf(id)).toEqual(before);
  });

  it('saves a batch as the whole list: keeps ids, adds new rows, removes left-out ones', async () => {
    const id = await tournamentId();
    const [first, second, ...rest] = await celebritiesOf(id);
    const saved = await call<CelebrityDto[]>('PUT', `/batch/${id}`, {
      celebrities: [
        {
          id: null,
          name: 'Rin Takeda',
          title: 'Streamer',
          imageUrl: 'https://img.example.com/rin.png',
          picks: [],
        },
        { ...asWrite(second!), title: 'Lead caster' },
        asWrite(first!),
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.map((c) => c.name)).toEqual(['Rin Takeda', second!.name, first!.name]);
    expect(saved.body[1]).toMatchObject({ id: second!.id, title: 'Lead caster' });
    expect(saved.body[1]!.updatedAt).toBeGreaterThan(second!.updatedAt);
    expect(saved.body[0]!.eldsTournamentId).toBe(id);
    expect(await celebritiesOf(id)).toEqual(saved.body);
    const remaining = new Set(saved.body.map((c) => c.id));
    expect(rest.some((c) => remaining.has(c.id))).toBe(false);
  });

  it('answers 404 for a tournament the data service lacks', async () => {
    expectRefusal(await call('PUT', '/batch/404/validate', { celebrities: [] }), {
      httpStatus: 404,
      errorCode: 'NOT_FOUND',
      message: 'Tournament 404 not found',
    });
    expect((await call('PUT', '/batch/404', { celebrities: 'none' })).status).toBe(400);
    expect(await celebritiesOf('404')).toEqual([]);
  });
});
