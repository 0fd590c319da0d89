/**
 * Issue #39 item 4: saves sent together with the same `expectedVersion` are checked and written
 * one at a time, so exactly one goes through and the others are told CONFLICT; the localization
 * editor's saves carry a version too, and so do results and a game's POVs.
 */
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDropGroup, dropGroupInput } from '../support/drop-group-input';
import { seasonInput } from '../support/seed';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { currentGroupResults } from '../support/tournament-results';
import {
  LocalizationMatrixPageDocument,
  LocalizationMatrixPageSaveDocument,
  SavePovsDocument,
  SeasonEditPageDocument,
  SetGameResultDocument,
  SetManualStandingsDocument,
  UpdateDropGroupPageDocument,
  UpdateSeasonDocument,
  VodPageDocument,
} from '../../web/src/__generated__/graphql';

const rewards = { as: SANDBOX_USERS.rewards };

describe('concurrent saves of one record', () => {
  let stack: Stack;
  const writes = (pathPart: string) => stack.upstream.writes(pathPart);

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lets one of five saves of a drop group with the same version through; the others get CONFLICT', async () => {
    const created = await createDropGroup(
      (document, variables) => stack.data(document, variables, rewards),
      dropGroupInput('Concurrent'),
    );
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        stack.data(
          UpdateDropGroupPageDocument,
          {
            id: created.id,
            input: dropGroupInput(`Concurrent ${i}`, created.drops[0]!.id),
            expectedVersion: created.version,
          },
          rewards,
        ),
      ),
    );
    const outcomes = answers.map(({ updateDropGroup }) => updateDropGroup);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.error);
    expect(refused).toHaveLength(4);
    for (const { error } of refused) {
      expect(error).toMatchObject({ code: 'CONFLICT', message: AUDIT_MESSAGES.changedSinceOpened });
    }
    expect(await writes('/group')).toHaveLength(1);
  });

  it('lets one of two saves of a season with the same version through; the other gets CONFLICT', async () => {
    const season = await stack.seed.season();
    const { season: loaded } = await stack.data(SeasonEditPageDocument, { id: season.id });
    const slug = loaded!.name.slug;
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      ['First', 'Second'].map((name) =>
        stack.data(UpdateSeasonDocument, {
          id: season.id,
          input: seasonInput(slug, {
            name: { slug, localizations: [{ locale: 'en_US', value: `${name} edit` }] },
          }),
          expectedVersion: loaded!.version,
        }),
      ),
    );
    const outcomes = answers.map(({ updateSeason }) => updateSeason);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.error)?.error?.code).toBe('CONFLICT');
    expect(await writes('/seasons')).toHaveLength(1);
  });

  /** Two answers of one mutation: exactly one went through, the other was told CONFLICT. */
  const expectOneThrough = (outcomes: { ok: unknown; error: { code: string } | null }[]) => {
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.error)?.error).toMatchObject({
      code: 'CONFLICT',
      message: AUDIT_MESSAGES.changedSinceOpened,
    });
  };

  it('lets one of two game results with the same tournament version through; the other gets CONFLICT', async () => {
    const { tournamentId, version, gameId, loserTeamId } = await currentGroupResults(stack);
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      [1, 2].map(() =>
        stack.data(SetGameResultDocument, {
          tournamentId,
          gameId,
          winnerTeamId: loserTeamId,
          expectedVersion: version,
        }),
      ),
    );
    expectOneThrough(answers.map(({ setGameResult }) => setGameResult));
    expect(await writes(`/results/game/${gameId}/outcome`)).toHaveLength(1);
  });

  it('lets one of two manual standings with the same tournament version through; the other gets CONFLICT', async () => {
    const { tournamentId, version, sectionId, reversedRanks } = await currentGroupResults(stack);
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      [1, 2].map(() =>
        stack.data(SetManualStandingsDocument, {
          tournamentId,
          sectionId,
          ranks: reversedRanks,
          expectedVersion: version,
        }),
      ),
    );
    expectOneThrough(answers.map(({ setManualStandings }) => setManualStandings));
    expect(await writes(`/results/group/${sectionId}/ranks`)).toHaveLength(1);
  });

  it("lets one of two saves of a game's POVs with the same version through; the other gets CONFLICT", async () => {
    const { tournamentId } = await currentGroupResults(stack);
    const { tournament } = await stack.data(VodPageDocument, { tournamentId });
    const game = tournament!.stages
      .flatMap((stage) => stage.sections.flatMap((section) => section.matches))
      .flatMap((match) => match.games)[0]!;
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      ['blue_top', 'blue_jungle'].map((value) =>
        stack.data(SavePovsDocument, {
          gameId: game.id,
          povs: [{ side: 'blue', participant: 1, provider: 'twitch', locale: 'en_US', value }],
          expectedVersion: game.povsVersion,
        }),
      ),
    );
    expectOneThrough(answers.map(({ savePovs }) => savePovs));
    expect(await writes('/pov')).toHaveLength(1);
  });

  it('refuses a localization save with a stale version with CONFLICT and sends nothing', async () => {
    const { dropGroups } = await stack.data(
      LocalizationMatrixPageDocument,
      { sport: 'lol' },
      rewards,
    );
    const drop = dropGroups
      .flatMap((group) => group.drops)
      .find((d) => d.titleLocalizationVersion)!;
    const key = drop.titleLocalizationGroup;
    const texts = drop.titleLocalizations.map(({ locale, text }) => ({ locale, text }));
    const set = (english: string) => ({
      key,
      group: key,
      locales: texts.map((t) => t.locale),
      texts: texts.map((t) => (t.locale === 'en_US' ? { ...t, text: english } : t)),
    });
    const first = await stack.data(
      LocalizationMatrixPageSaveDocument,
      { sets: [set('Saved first')], expectedVersion: drop.titleLocalizationVersion },
      rewards,
    );
    expect(first.saveLocalizations.error).toBeNull();

    await stack.upstream.resetRequests();
    const stale = await stack.data(
      LocalizationMatrixPageSaveDocument,
      { sets: [set('Saved over it')], expectedVersion: drop.titleLocalizationVersion },
      rewards,
    );
    expect(stale.saveLocalizations.error).toMatchObject({
      code: 'CONFLICT',
      message: AUDIT_MESSAGES.changedSinceOpened,
    });
    expect(await writes('/localization')).toHaveLength(0);

    const reread = await stack.data(LocalizationMatrixPageDocument, { sport: 'lol' }, rewards);
    const now = reread.dropGroups.flatMap((group) => group.drops).find((d) => d.id === drop.id)!;
    expect(now.titleLocalizationVersion).not.toBe(drop.titleLocalizationVersion);
    expect(now.titleLocalizations.find((t) => t.locale === 'en_US')?.text).toBe('Saved first');
  });
});
