import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from './renderApp';

/** The table row holding `name` (the first, where a name shows twice). */
export async function rowOf(name: string): Promise<HTMLTableRowElement> {
  const [cell] = await screen.findAllByText(name);
  const row = cell?.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The text of each cell of a row, as a user reads it across. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The text of one column, top to bottom (the header row left out). */
export const columnTexts = (index: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);

/**
 * Types `text` (two characters) into the list's search box one character at a time: the first
 * alone sends nothing to the gateway; both send one search, after which `gone` is not listed.
 */
export async function expectSearchFromTwoCharacters(
  { user, operations }: Pick<ReturnType<typeof renderApp>, 'user' | 'operations'>,
  { label, text, gone }: { label: string; text: string; gone: string },
) {
  const searches = () => operations.filter((op) => 'search' in op.variables);
  const search = screen.getByRole('searchbox', { name: label });
  await user.type(search, text.slice(0, 1));
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(searches()).toHaveLength(0);
  await user.type(search, text.slice(1));
  await waitFor(() => expect(screen.queryByText(gone)).toBeNull());
  expect(searches().map((op) => op.variables.search)).toEqual([text]);
}
