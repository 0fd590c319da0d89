import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { createPlayersMock, validationMock } from './playerMocks';

const CSV = [
  'handle,First Name,last_name',
  'Faker,Sanghyeok,Lee',
  'Bad-Handle,Ada,Lovelace',
  'FAKER,Dup,Row',
  'Keria,Minseok,Ryu',
  'Zeus,Wooje,Choi',
  'TooLongHandle,Ada,Lovelace',
].join('\n');

function manyRows(n: number) {
  const rows = Array.from({ length: n }, (_, i) => `Row${i + 1},First,Last`);
  return ['handle,firstName,lastName', ...rows].join('\n');
}

async function pasteAndCheck(user: ReturnType<typeof renderApp>['user'], csv: string) {
  const textarea = await screen.findByRole('textbox', { name: 'Paste CSV' });
  await user.click(textarea);
  await user.paste(csv);
  await user.click(screen.getByRole('button', { name: 'Check rows' }));
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe('player bulk entry', () => {
  it(
    'splits pasted rows into Valid, Duplicates, Existing and Invalid tabs with counts and messages',
    { timeout: 30_000 },
    async () => {
      const { user, operations } = renderApp({
        path: '/players/bulk',
        mocks: [validationMock(['keria'])],
      });
      await pasteAndCheck(user, CSV);

      expect((await tab(/^Valid/)).textContent).toBe('Valid (2)');
      expect((await tab(/^Duplicates/)).textContent).toBe('Duplicates (1)');
      expect((await tab(/^Existing/)).textContent).toBe('Existing (1)');
      expect((await tab(/^Invalid/)).textContent).toBe('Invalid (2)');
      expect((await tab(/^Valid/)).getAttribute('aria-selected')).toBe('true');
      const table = () => screen.getByRole('table');
      expect(within(table()).getByText('Faker')).toBeTruthy();
      expect(within(table()).getByText('Zeus')).toBeTruthy();

      await user.click(await tab(/^Invalid/));
      await waitFor(() =>
        expect(screen.getByText('Handle: Handle may not contain special characters')).toBeTruthy(),
      );
      expect(screen.getByText('Handle: Max: 11 characters')).toBeTruthy();

      await user.click(await tab(/^Duplicates/));
      expect(await screen.findByText('Handle: Duplicate of row 1')).toBeTruthy();
      await user.click(await tab(/^Existing/));
      expect(await screen.findByText('Handle: Handle already in use')).toBeTruthy();

      // Only the rows passing the shared rules are checked against stored players.
      const validation = operations.filter((op) => op.operationName === 'PlayerBulkValidation');
      expect(validation).toHaveLength(1);
      const sent = validation[0]?.variables.inputs as { handle: string; sport: string }[];
      expect(sent.map((input) => input.handle)).toEqual(['Faker', 'Keria', 'Zeus']);
      expect(sent.every((input) => input.sport === 'lol')).toBe(true);
      expect(screen.getByRole('button', { name: 'Create 2 players' })).toBeTruthy();
    },
  );

  it(
    'lists rows with too few or too many cells as Invalid with the parser message, never creating them',
    { timeout: 30_000 },
    async () => {
      const { user, operations } = renderApp({
        path: '/players/bulk',
        mocks: [validationMock([])],
      });
      await pasteAndCheck(
        user,
        [
          'handle,firstName,lastName',
          'Faker,Sanghyeok,Lee',
          'Keria,Minseok',
          'Zeus,Wooje,Choi,extra',
        ].join('\n'),
      );

      expect((await tab(/^Valid/)).textContent).toBe('Valid (1)');
      expect((await tab(/^Invalid/)).textContent).toBe('Invalid (2)');
      expect(screen.getByRole('button', { name: 'Create 1 player' })).toBeTruthy();
      await user.click(await tab(/^Invalid/));
      expect(
        await screen.findByText('Columns: Too few fields: expected 3 fields but parsed 2'),
      ).toBeTruthy();
      expect(
        screen.getByText('Columns: Too many fields: expected 3 fields but parsed 4'),
      ).toBeTruthy();
      const validation = operations.filter((op) => op.operationName === 'PlayerBulkValidation');
      const sent = validation[0]?.variables.inputs as { handle: string }[];
      expect(sent.map((input) => input.handle)).toEqual(['Faker']);
    },
  );

  it(
    'creates the valid rows in batches of 20 with a progress bar, then summarises per row',
    { timeout: 30_000 },
    async () => {
      const { user, operations } = renderApp({
        path: '/players/bulk',
        mocks: [validationMock([]), createPlayersMock(['Row7'], { delay: 30 })],
      });
      await pasteAndCheck(user, manyRows(45));
      expect((await tab(/^Valid/)).textContent).toBe('Valid (45)');

      await user.click(screen.getByRole('button', { name: 'Create 45 players' }));
      const bar = await screen.findByRole('progressbar', { name: 'Creating players' });
      expect(bar.getAttribute('aria-valuemax')).toBe('45');

      expect(await screen.findByText('44 created, 1 failed')).toBeTruthy();
      const failed = screen.getByRole('table', { name: 'Failed rows' });
      expect(within(failed).getByText('Row7')).toBeTruthy();
      expect(within(failed).getByText('Handle already in use')).toBeTruthy();
      const batches = operations
        .filter((op) => op.operationName === 'CreatePlayers')
        .map((op) => (op.variables.inputs as unknown[]).length);
      expect(batches).toEqual([20, 20, 5]);
      expect(screen.getByRole('link', { name: 'View players' }).getAttribute('href')).toBe(
        '/players/list/current',
      );
    },
  );

  it('reads an uploaded .csv file into the editor', async () => {
    const { user } = renderApp({ path: '/players/bulk', mocks: [validationMock([])] });
    const input = await screen.findByLabelText('CSV file');
    await user.upload(input, new File([manyRows(3)], 'roster.csv', { type: 'text/csv' }));
    expect(await screen.findByText('roster.csv')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    expect((await tab(/^Valid/)).textContent).toBe('Valid (3)');
  });

  it('asks before leaving with rows that are not created', async () => {
    const { user, history } = renderApp({ path: '/players/bulk', mocks: [validationMock([])] });
    const textarea = await screen.findByRole('textbox', { name: 'Paste CSV' });
    await user.click(textarea);
    await user.paste(manyRows(2));
    await user.click(screen.getByRole('link', { name: 'Back to players' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'The rows you entered are not created yet. Leave the page and lose them?',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(history.location.pathname).toBe('/players/bulk');
    await user.click(screen.getByRole('link', { name: 'Back to players' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(history.location.pathname).not.toBe('/players/bulk'));
  });

  it('is ACCESS DENIED without write access to players', async () => {
    renderApp({
      path: '/players/bulk',
      viewer: viewerFixture({ resources: ['player'], writableResources: [] }),
    });
    expect(await screen.findByText(/access denied/i)).toBeTruthy();
  });
});
