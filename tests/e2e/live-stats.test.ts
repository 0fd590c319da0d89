/**
 * Live stats as the competition operator uses them in Chromium: a played game's gold chart with
 * the detected start, then its vod's stats offset set from that start in one action. Then the
 * stream timeline's flags changed on /timeline.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LiveStatsPlayedGamesDocument, LiveStatsStartDocument } from '../__generated__/graphql';
import { staffApp } from '../support/staff-app';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
const VIDEO_ID = 'LiveStatsE2E';

describe('live stats and the stream timeline, as staff use them in Chromium', () => {
  const app = staffApp();
  let tournamentId: string;
  let startVideoTime: string;

  beforeAll(async () => {
    const { tournaments } = await app.stack.data(LiveStatsPlayedGamesDocument, { sport: 'lol' });
    const played = tournaments.flatMap((tournament) =>
      tournament.stages
        .flatMap((stage) => stage.sections.flatMap((section) => section.matches))
        .flatMap((match) => match.games)
        .filter((game) => game.timespans.length > 0)
        .map((game) => ({ tournamentId: tournament.id, gameId: game.id })),
    )[0]!;
    tournamentId = played.tournamentId;
    const created = await app.stack.gql(
      `mutation ($gameId: ID!) { createVod(gameId: $gameId,
        input: { provider: youtube, locale: "en_US", value: "${VIDEO_ID}" }) { ok { message } } }`,
      { gameId: played.gameId },
    );
    expect(created.errors).toBeUndefined();
    const { liveStats } = await app.stack.data(LiveStatsStartDocument, { gameId: played.gameId });
    startVideoTime = liveStats!.startVideoTime!;
  });

  it("sets a vod's stats offset from the detected game start", async () => {
    const page: Page = await app.open(`/stream/vods/${tournamentId}`);
    const row = page.locator('tbody tr', { hasText: VIDEO_ID });
    await expect.poll(() => row.count()).toBe(1);
    const game = page.getByRole('group').filter({ has: row });
    await game.getByRole('button', { name: 'Live Stats' }).click();
    const panel = game.getByRole('region', { name: /^Live stats of Game/ });
    await expect
      .poll(() => panel.getByText(`Game start detected at video time ${startVideoTime}`).count())
      .toBe(1);
    expect(await panel.getByTestId('game-start-marker').count()).toBe(1);
    expect(await panel.getByRole('list', { name: 'Blue side' }).locator('li').count()).toBe(5);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/live-stats-1440.png`, fullPage: false });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/live-stats-panel-1440.png` });
    }

    await panel.getByRole('button', { name: 'Set offset from detected start' }).click();
    await expect.poll(() => page.getByText('Updated VOD Offset Successfully!').count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain(startVideoTime);
    await expect.poll(() => panel.getByText('Offset matches the detected start').count()).toBe(1);

    await page.setViewportSize({ width: 768, height: 1000 });
    if (SCREENSHOTS) {
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/live-stats-768.png` });
    }
    await page.close();
  });

  it("changes a tournament's drop flag on the stream timeline", async () => {
    const saved = await app.stack.gql(
      `mutation ($id: ID!) { saveTournamentToStreamTimeline(tournamentId: $id) { ok { message } } }`,
      { id: tournamentId },
    );
    expect(saved.errors).toBeUndefined();
    const page = await app.open('/stream/group/list');
    await page
      .getByRole('navigation', { name: 'Streams pages' })
      .getByRole('link', { name: 'Stream Timeline' })
      .click();
    await page.waitForURL('**/timeline/list');
    const row = page.locator('tbody tr', { hasText: tournamentId });
    await expect.poll(() => row.count()).toBe(1);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/timeline-list-1440.png` });
    const droppable = (await row.textContent())?.includes('Not droppable') ?? false;
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/timeline/*/edit');
    await page.getByText('Droppable: viewers may receive drops').click();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/timeline-edit-1440.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Saved Tournament to Stream Timeline Successfully!').count())
      .toBe(1);
    await page.waitForURL('**/timeline/list');
    await expect.poll(() => row.textContent()).toContain(droppable ? 'Droppable' : 'Not droppable');
    await page.setViewportSize({ width: 768, height: 1000 });
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/timeline-list-768.png` });
    await page.close();
  });
});
