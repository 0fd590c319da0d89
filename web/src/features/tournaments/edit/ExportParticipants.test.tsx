import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { renderApp } from '../../../test/renderApp';
import {
  editPageMock,
  emptyExportMock,
  exportMock,
  optionsMock,
  storedTournament,
} from '../tournamentMocks';

afterEach(() => vi.restoreAllMocks());

describe('participant export', { timeout: 20_000 }, () => {
  it('refuses an empty participant export with the spec message', async () => {
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [editPageMock('t-1', storedTournament('t-1')), optionsMock(), emptyExportMock('t-1')],
    });
    await user.click(await screen.findByRole('button', { name: 'Export participants' }));
    expect(await screen.findByText('Cannot export empty list of participants')).toBeTruthy();
  });

  it('downloads the participant file and says the passwords are not returned', async () => {
    const files = captureDownloads();
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [editPageMock('t-1', storedTournament('t-1')), optionsMock(), exportMock('t-1')],
    });
    await user.click(await screen.findByRole('button', { name: 'Export participants' }));
    expect(
      await screen.findByText(
        'Exported 1 participants. Passwords are not returned by the player service; the Password column says so.',
      ),
    ).toBeTruthy();
    expect(files.map((file) => file.name)).toEqual(['lck_2026_spring-participants.csv']);
    expect((await files[0]!.text).split('\r\n')[1]).toBe(
      'LCK 2026 Championship,t-1,T1,T1,Faker,Sang-hyeok,Lee,faker01,,p-1,pl-1',
    );
  });

  it('neutralises formulas in the player names of the downloaded file', async () => {
    const files = captureDownloads();
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [
        editPageMock('t-1', storedTournament('t-1')),
        optionsMock(),
        exportMock('t-1', { inGameName: '=HYPERLINK("http://x","y")', firstName: '@SUM(1+1)' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Export participants' }));
    await screen.findByText(/^Exported 1 participants\./);
    expect((await files[0]!.text).split('\r\n')[1]).toBe(
      `LCK 2026 Championship,t-1,T1,T1,"'=HYPERLINK(""http://x"",""y"")","'@SUM(1+1)",Lee,faker01,,p-1,pl-1`,
    );
  });
});
