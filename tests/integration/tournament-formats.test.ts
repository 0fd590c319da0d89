/**
 * Format templates (issue #37) as a script meets them: the templates listed, each one applied to a
 * fresh draft in one journaled write that passes the graph lint, bad options and stale versions
 * refused before anything is sent, an 8-team double elimination played to its champion, and a
 * 512-team one stored and read back at the call minimum.
 */
import {
  FORMAT_TEMPLATE_MESSAGES,
  formatTemplate,
  type FormatTemplateKey,
} from '@esports-admin/schema/rules/format-templates';
import { nameSlug } from '@esports-admin/schema/rules/stage-catalogue';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import { describe, expect, it } from 'vitest';
import {
  PublicationPanelLintDocument,
  UpdateTournamentDocument,
} from '../../web/src/__generated__/graphql';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { SANDBOX_USERS } from '../support/stack';
import {
  create,
  describeTournamentSuite,
  matchOf,
  page,
  setResult,
  stack,
  teams,
  tournamentInput,
} from './tournaments-kit';

const FORMAT_TEMPLATES_QUERY = '{ formatTemplates { key name options defaultStageName } }';

const APPLY = `mutation ($tournamentId: ID!, $input: ApplyFormatTemplateInput!, $expectedVersion: String) {
  applyFormatTemplate(tournamentId: $tournamentId, input: $input, expectedVersion: $expectedVersion) {
    ok { message tournament { id version } }
    error { message code inputErrors { field message } } } }`;

/** ApplyFormatTemplateInput as a script sends it (no web operation types it yet). */
interface FormatInput {
  template: FormatTemplateKey;
  participants: number;
  [option: string]: unknown;
}

interface Applied {
  applyFormatTemplate: {
    ok: { message: string; tournament: { id: string; version: string } } | null;
    error: { message: string; code: string; inputErrors: { field: string; message: string }[] };
  };
}

const STORED_STAGES = `query ($id: ID!) { tournament(id: $id) { version stages {
  structuralId type name { slug displayName } sections { structuralId type name { displayName }
  matchIds standing { entries { index description } } columns { cells { name contents } } } } } }`;

interface StoredStages {
  tournament: {
    version: string;
    stages: {
      structuralId: string;
      type: string;
      name: { slug: string; displayName: string };
      sections: {
        structuralId: string;
        type: string;
        name: { displayName: string };
        matchIds: string[];
        standing: { entries: { index: number; description: string | null }[] };
        columns: { cells: { name: string; contents: string[] }[] }[];
      }[];
    }[];
  };
}

/** The whole graph down to every game and team, and nothing else (no league, no season). */
const WHOLE_GRAPH = `query ($id: ID!) { tournament(id: $id) { seeding { entries { team { id } } }
  stages { sections { matches { id teamOne { id } teamTwo { id } games { id } } } } } }`;

interface WholeGraph {
  tournament: {
    seeding: { entries: { team: { id: string } | null }[] };
    stages: { sections: { matches: { id: string; games: { id: string }[] }[] }[] }[];
  };
}

let drafts = 0;
/** A fresh draft tournament with the suite's 16 teams seeded and no stage. */
async function draft(): Promise<string> {
  drafts += 1;
  const created = await create(tournamentInput(`format_templates_${drafts}`, []));
  expect(created.error).toBeNull();
  return created.ok!.tournament.id;
}

async function apply(tournamentId: string, input: FormatInput, expectedVersion?: string) {
  const answer = await stack.gql<Applied>(APPLY, { tournamentId, input, expectedVersion });
  expect(answer.errors).toBeUndefined();
  return answer.data!.applyFormatTemplate;
}

const stored = async (id: string) =>
  (await stack.gql<StoredStages>(STORED_STAGES, { id })).data!.tournament;

const lastJournalEntry = async () =>
  (await stack.gql<{ auditLog: AuditView }>(AUDIT_LOG, { first: 1 }, { as: SANDBOX_USERS.admin }))
    .data!.auditLog.edges[0]!.node;

const tournamentWrites = async () =>
  (await stack.upstream.writes('/tournaments')).filter((request) => request.method === 'PUT');

describeTournamentSuite('format templates', () => {
  it('lists the five templates with the options that shape each and its stage name', async () => {
    await stack.upstream.resetRequests();
    const answer = await stack.gql<{ formatTemplates: unknown[] }>(FORMAT_TEMPLATES_QUERY);
    expect(answer.data!.formatTemplates).toEqual([
      {
        key: 'single_elimination',
        name: 'Single elimination',
        options: ['thirdPlaceMatch'],
        defaultStageName: 'Playoffs',
      },
      {
        key: 'double_elimination',
        name: 'Double elimination',
        options: ['grandFinalReset'],
        defaultStageName: 'Playoffs',
      },
      {
        key: 'round_robin',
        name: 'Round robin',
        options: ['groups', 'roundRobinRounds'],
        defaultStageName: 'Group Stage',
      },
      {
        key: 'swiss',
        name: 'Swiss',
        options: ['winsToAdvance', 'lossesToDrop'],
        defaultStageName: 'Swiss',
      },
      { key: 'gsl', name: 'GSL groups', options: [], defaultStageName: 'Group Stage' },
    ]);
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  /** Each template applied: the stage's name and type, and its sections' names and match counts. */
  const templateCases: {
    input: FormatInput;
    stage: string;
    type: string;
    sections: [string, number][];
  }[] = [
    {
      input: { template: 'single_elimination', participants: 8 },
      stage: 'Playoffs',
      type: 'bracket',
      sections: [['Playoffs', 7]],
    },
    {
      input: { template: 'single_elimination', participants: 8, thirdPlaceMatch: true },
      stage: 'Playoffs',
      type: 'bracket',
      sections: [['Playoffs', 8]],
    },
    {
      input: { template: 'double_elimination', participants: 8 },
      stage: 'Playoffs',
      type: 'bracket',
      sections: [['Playoffs', 14]],
    },
    {
      input: { template: 'double_elimination', participants: 8, grandFinalReset: true },
      stage: 'Playoffs',
      type: 'bracket',
      sections: [['Playoffs', 15]],
    },
    {
      input: { template: 'swiss', participants: 16 },
      stage: 'Swiss',
      type: 'bracket',
      sections: [['Swiss', 33]],
    },
    {
      input: { template: 'round_robin', participants: 10, groups: 3 },
      stage: 'Group Stage',
      type: 'groups',
      sections: [
        ['Group A', 6],
        ['Group B', 3],
        ['Group C', 3],
      ],
    },
    {
      input: { template: 'gsl', participants: 16 },
      stage: 'Group Stage',
      type: 'groups',
      sections: [
        ['Group A', 5],
        ['Group B', 5],
        ['Group C', 5],
        ['Group D', 5],
      ],
    },
  ];
  describe.each(templateCases)('$input', ({ input, stage, type, sections }) => {
    it('adds the stage in one journaled write whose graph the lint passes', async () => {
      const id = await draft();
      await stack.upstream.resetRequests();
      const answer = await apply(id, input);
      expect(answer.error).toBeNull();
      const total = sections.reduce((sum, [, matches]) => sum + matches, 0);
      expect(answer.ok!.message).toBe(
        TOURNAMENT_MESSAGES.formatApplied(stage, formatTemplate(input.template).name, total),
      );
      expect(await tournamentWrites()).toHaveLength(1);

      const [appended] = (await stored(id)).stages;
      expect(appended).toMatchObject({
        structuralId: 'stage-1',
        type,
        name: { slug: nameSlug(stage), displayName: stage },
      });
      expect(
        appended!.sections.map((section) => [section.name.displayName, section.matchIds.length]),
      ).toEqual(sections);
      expect(appended!.sections.map((section) => section.structuralId)).toEqual(
        sections.map((_, i) => `stage-1-section-${i + 1}`),
      );
      const places = appended!.sections.flatMap((section) => section.standing.entries);
      expect(places.every((place) => place.description)).toBe(true);
      expect(await lastJournalEntry()).toMatchObject({
        operation: 'applyFormatTemplate',
        entityType: 'Tournament',
        entityId: id,
        result: 'OK',
      });
      const { tournamentLint } = await stack.data(PublicationPanelLintDocument, { id });
      expect(tournamentLint).toMatchObject({ errorCount: 0 });
    });
  });

  it('numbers a second stage stage-2, names it from the catalogue and keeps the first as it was', async () => {
    const id = await draft();
    await apply(id, { template: 'single_elimination', participants: 4 });
    const first = (await stored(id)).stages[0]!;
    const second = await apply(id, { template: 'double_elimination', participants: 4 });
    expect(second.ok!.message).toBe(
      'Added the stage Regular Season from the Double elimination template: 6 matches.',
    );
    const stages = (await stored(id)).stages;
    expect(stages.map((stage) => [stage.structuralId, stage.name.displayName])).toEqual([
      ['stage-1', 'Playoffs'],
      ['stage-2', 'Regular Season'],
    ]);
    expect(stages[0]).toEqual(first);
  });

  it('refuses a stage name the tournament already has, naming the field', async () => {
    const id = await draft();
    await apply(id, { template: 'single_elimination', participants: 4, stageName: 'Knockouts' });
    await stack.upstream.resetRequests();
    const answer = await apply(id, {
      template: 'gsl',
      participants: 8,
      stageName: 'Knockouts',
    });
    expect(answer.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [
        { field: 'stageName', message: TOURNAMENT_MESSAGES.stageNameTaken('Knockouts') },
      ],
    });
    expect(await tournamentWrites()).toHaveLength(0);
  });

  const refused: [FormatInput, string, string][] = [
    [
      { template: 'single_elimination', participants: 513 },
      'participants',
      FORMAT_TEMPLATE_MESSAGES.participants,
    ],
    [
      { template: 'swiss', participants: 3 },
      'participants',
      FORMAT_TEMPLATE_MESSAGES.swissParticipants,
    ],
    [
      { template: 'round_robin', participants: 10, groups: 6 },
      'groups',
      FORMAT_TEMPLATE_MESSAGES.groups(5),
    ],
    [
      { template: 'swiss', participants: 16, winsToAdvance: 6 },
      'winsToAdvance',
      FORMAT_TEMPLATE_MESSAGES.winsToAdvance,
    ],
    [
      { template: 'double_elimination', participants: 8, bestOf: 10 },
      'bestOf',
      FORMAT_TEMPLATE_MESSAGES.bestOf,
    ],
    [
      {
        template: 'single_elimination',
        participants: 8,
        roundBestOf: [{ round: 'Grand Final', bestOf: 5 }],
      },
      'roundBestOf',
      FORMAT_TEMPLATE_MESSAGES.unknownRound('Grand Final'),
    ],
  ];
  it.each(refused)(
    'refuses %j on %s with the rule’s message and sends nothing',
    async (input, field, message) => {
      const id = await draft();
      await stack.upstream.resetRequests();
      const answer = await apply(id, input);
      expect(answer.ok).toBeNull();
      expect(answer.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        inputErrors: [{ field, message }],
      });
      expect((await stack.upstream.requests()).total).toBe(0);
      expect((await stored(id)).stages).toEqual([]);
    },
  );

  it('refuses a stale expectedVersion with CONFLICT and writes nothing', async () => {
    const id = await draft();
    const { version } = await stored(id);
    expect((await apply(id, { template: 'gsl', participants: 4 }, version)).error).toBeNull();
    await stack.upstream.resetRequests();
    const stale = await apply(id, { template: 'gsl', participants: 8 }, version);
    expect(stale.error).toMatchObject({ code: 'CONFLICT' });
    expect(await tournamentWrites()).toHaveLength(0);
    expect((await stored(id)).stages).toHaveLength(1);
  });

  it('plays an 8-team double elimination to the champion: the grand final winner holds place 1', async () => {
    const slug = 'format_templates_champion';
    const created = await create(tournamentInput(slug, []));
    const id = created.ok!.tournament.id;
    expect((await apply(id, { template: 'double_elimination', participants: 8 })).error).toBeNull();
    // The tournament's first eight seeds into the new stage, as the stage builder wires them.
    const seeded = await stack.data(UpdateTournamentDocument, {
      id,
      input: tournamentInput(slug, [], {
        stages: null,
        edges: Array.from({ length: 8 }, (_, i) => ({
          sourceNodeId: null,
          sourceSlot: i + 1,
          targetNodeId: 'stage-1',
          targetNodeType: 'stage' as const,
          targetSlot: i + 1,
        })),
      }),
    });
    expect(seeded.updateTournament.error).toBeNull();

    const section = (await stored(id)).stages[0]!.sections[0]!;
    const grandFinal = section.columns
      .flatMap((column) => column.cells)
      .find((cell) => cell.name === 'Grand Final')!.contents[0]!;
    // The better seed wins every match but the top seed's opener: it comes back through the
    // Loser's Bracket and takes the Grand Final.
    const seedOf = (teamId: string) => teams.indexOf(teamId);
    let tournament = await page(id);
    for (let played = 0; ; played += 1) {
      const next = tournament.stages[0]!.sections[0]!.matches.find(
        (match) =>
          match.status !== 'completed' && match.teamOneId !== '0' && match.teamTwoId !== '0',
      );
      if (!next) break;
      const [better, worse] = [next.teamOneId, next.teamTwoId].sort(
        (a, b) => seedOf(a) - seedOf(b),
      );
      const winner = played === 0 ? worse! : better!;
      const result = await setResult(id, next.games[0]!.id, winner);
      expect(result.error).toBeNull();
      tournament = result.ok!.tournament;
    }
    const played = tournament.stages[0]!.sections[0]!.matches;
    expect(played.every((match) => match.status === 'completed')).toBe(true);
    expect(played).toHaveLength(14);
    const champion = matchOf(tournament, grandFinal).winnerTeamId;
    expect(champion).toBe(teams[0]);
    expect(tournament.stages[0]!.sections[0]!.standing.entries[0]!.teamId).toBe(champion);
  });

  it('stores a 512-team double elimination in one write and reads it back at the call minimum', async () => {
    const id = await draft();
    await stack.upstream.resetRequests();
    const answer = await apply(id, { template: 'double_elimination', participants: 512 });
    expect(answer.error).toBeNull();
    expect(answer.ok!.message).toBe(
      'Added the stage Playoffs from the Double elimination template: 1022 matches.',
    );
    expect(await tournamentWrites()).toHaveLength(1);

    await stack.upstream.resetRequests();
    const { tournament } = (await stack.gql<WholeGraph>(WHOLE_GRAPH, { id })).data!;
    const matches = tournament.stages.flatMap((s) => s.sections.flatMap((c) => c.matches));
    expect(matches).toHaveLength(1022);
    expect(matches.every((match) => match.games.length === 1)).toBe(true);
    const teamIds = new Set(tournament.seeding.entries.map((entry) => entry.team!.id));
    expect(teamIds.size).toBe(16);
    const paths = (await stack.upstream.requests()).requests.map((r) => r.path.replace(/\?.*/, ''));
    const count = (path: string) => paths.filter((p) => p === path).length;
    expect(count(`/elds/data/v3/tournaments/${id}`)).toBe(1);
    expect(count('/elds/data/v3/matches')).toBe(Math.ceil(1022 / 10));
    expect(count('/elds/data/v3/teams')).toBe(Math.ceil(teamIds.size / 20));
    expect(paths).toHaveLength(1 + Math.ceil(1022 / 10) + Math.ceil(teamIds.size / 20));
  });
});
