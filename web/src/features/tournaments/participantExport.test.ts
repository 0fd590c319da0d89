import { describe, expect, it } from 'vitest';
import {
  PASSWORD_NOT_RETURNED_HEADER,
  participantCsv,
  participantFileName,
} from './participantExport';

describe('participant export file', () => {
  it('writes the spec 2 §3 columns, one line per player, quoting commas', () => {
    const csv = participantCsv([
      {
        eventName: 'Spring, Finals',
        tournamentId: 't-1',
        teamName: 'T1',
        teamTricode: 'T1',
        inGameName: 'Faker',
        firstName: 'Sang-hyeok',
        lastName: 'Lee',
        login: 'faker01',
        password: 'secret',
        puuid: 'p-1',
        playerId: 'pl-1',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Event Name,Tournament ID,Team Name,Team Tricode,In-Game Name,First Name,Last Name,Login,Password,PUUID,Player ID',
      '"Spring, Finals",t-1,T1,T1,Faker,Sang-hyeok,Lee,faker01,secret,p-1,pl-1',
    ]);
    expect(participantFileName('lck_2026')).toBe('lck_2026-participants.csv');
  });

  it('says in the Password header that passwords are not returned when no row has one', () => {
    const [header, line] = participantCsv([
      {
        eventName: 'Spring',
        tournamentId: 't-1',
        teamName: 'T1',
        teamTricode: 'T1',
        inGameName: 'Faker',
        firstName: null,
        lastName: null,
        login: 'faker01',
        password: null,
        puuid: 'p-1',
        playerId: 'pl-1',
      },
    ]).split('\r\n');
    expect(header?.split(',')[8]).toBe(PASSWORD_NOT_RETURNED_HEADER);
    expect(line).toBe('Spring,t-1,T1,T1,Faker,,,faker01,,p-1,pl-1');
  });
});
