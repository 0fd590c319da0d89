import { describe, expect, it } from 'vitest';
import {
  REPLACE_TEAMS_MESSAGES,
  replaceTeamsErrors,
  generatedTournamentSlug,
  isTournamentEnded,
  isTournamentFullyPublished,
  matchesTournamentSearch,
  TOURNAMENT_MESSAGES,
  tournamentListBucket,
} from './tournament';

const NOW = new Date('2026-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('the 14-day ended rule', () => {
  it('keeps a tournament that ended 13 days ago current and one that ended 15 days ago old', () => {
    expect(tournamentListBucket({ status: 'published', endTime: daysAgo(13) }, NOW)).toBe(
      'current',
    );
    expect(tournamentListBucket({ status: 'published', endTime: daysAgo(15) }, NOW)).toBe('old');
    expect(isTournamentEnded({ status: 'published', endTime: daysAgo(15) }, NOW)).toBe(true);
    expect(isTournamentEnded({ status: 'published', endTime: daysAgo(-3) }, NOW)).toBe(false);
  });

  it('treats an archived tournament as ended whatever its dates', () => {
    expect(isTournamentEnded({ status: 'archived', endTime: daysAgo(-30) }, NOW)).toBe(true);
    expect(tournamentListBucket({ status: 'archived', endTime: daysAgo(-30) }, NOW)).toBe(
      'archived',
    );
  });

  it('lists drafts under draft, not current', () => {
    expect(tournamentListBucket({ status: 'draft', endTime: daysAgo(-30) }, NOW)).toBe('draft');
  });
});

describe('tournament slug generation', () => {
  it('joins league, season and split slugs with underscores, hyphens turned to underscores', () => {
    expect(
      generatedTournamentSlug({
        leagueSlug: 'lck',
        seasonSlug: '2026-season',
        splitSlug: 'split-1',
        startTime: '2026-01-01T00:00:00Z',
      }),
    ).toBe('lck_2026_season_split_1');
  });

  it('uses the start year when there is no season, and leaves out a missing split', () => {
    expect(
      generatedTournamentSlug({ leagueSlug: 'vct-emea', startTime: '2027-03-01T00:00:00Z' }),
    ).toBe('vct_emea_2027');
  });
});

describe('tournament search and publication', () => {
  const tournament = { name: { slug: 'lck_2026', localizations: { en_US: 'LCK Spring' } } };

  it('matches name or slug case-insensitively only from 2 characters', () => {
    expect(matchesTournamentSearch(tournament, 'spr')).toBe(true);
    expect(matchesTournamentSearch(tournament, 'K_20')).toBe(true);
    expect(matchesTournamentSearch(tournament, 'x')).toBe(true);
    expect(matchesTournamentSearch(tournament, 'xx')).toBe(false);
  });

  it('is fully published only when tournament, every stage and every section are', () => {
    const published = {
      publicationStatus: 'published',
      stages: [{ publicationStatus: 'published', sections: [{ publicationStatus: 'published' }] }],
    };
    expect(isTournamentFullyPublished(published)).toBe(true);
    expect(
      isTournamentFullyPublished({
        ...published,
        stages: [{ publicationStatus: 'published', sections: [{ publicationStatus: 'draft' }] }],
      }),
    ).toBe(false);
    expect(isTournamentFullyPublished({ ...published, publicationStatus: 'draft' })).toBe(false);
  });

  it('words the spec 2 §8 messages exactly', () => {
    expect(TOURNAMENT_MESSAGES.archived('LCK Spring')).toBe(
      'Archived Tournament LCK Spring Successfully!',
    );
    expect(TOURNAMENT_MESSAGES.copied('a', 'b')).toBe(
      'Successfully copied tournament: a and published tournament: b into a draft mode.',
    );
    expect(TOURNAMENT_MESSAGES.resultsError('7', 'boom')).toBe(
      'An error occurred attempting to update results for game ID: 7, reason=boom',
    );
  });
});

describe('replace teams', () => {
  const inTournament = new Set(['t1', 'geng', 'hle']);

  it('accepts swaps of tournament teams for teams outside it', () => {
    expect(
      replaceTeamsErrors(
        [
          { teamToBeReplaced: 't1', teamReplacement: 'g2' },
          { teamToBeReplaced: 'geng', teamReplacement: 'fnc' },
        ],
        inTournament,
      ),
    ).toEqual([]);
  });

  it('refuses a team replaced by itself, by a team already in, or one used twice', () => {
    expect(
      replaceTeamsErrors(
        [
          { teamToBeReplaced: 't1', teamReplacement: 't1' },
          { teamToBeReplaced: 'geng', teamReplacement: 'hle' },
          { teamToBeReplaced: 'hle', teamReplacement: 'g2' },
          { teamToBeReplaced: 'hle', teamReplacement: 'g2' },
          { teamToBeReplaced: 'nope', teamReplacement: 'fnc' },
        ],
        inTournament,
      ),
    ).toEqual([
      { field: 'replacements.0.teamReplacement', message: REPLACE_TEAMS_MESSAGES.sameTeam },
      {
        field: 'replacements.1.teamReplacement',
        message: REPLACE_TEAMS_MESSAGES.alreadyInTournament,
      },
      { field: 'replacements.3.teamToBeReplaced', message: REPLACE_TEAMS_MESSAGES.replacedTwice },
      { field: 'replacements.3.teamReplacement', message: REPLACE_TEAMS_MESSAGES.usedTwice },
      { field: 'replacements.4.teamToBeReplaced', message: REPLACE_TEAMS_MESSAGES.notInTournament },
    ]);
    expect(replaceTeamsErrors([], inTournament)).toEqual([
      { field: 'replacements', message: REPLACE_TEAMS_MESSAGES.none },
    ]);
  });
});
