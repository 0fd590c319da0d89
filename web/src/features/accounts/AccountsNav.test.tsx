import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../theme';
import { ACCOUNT_CREATE_PATH, ACCOUNT_GROUPS_PATH, ACCOUNT_LIST_PATH } from './accountPaths';
import { AccountsNav } from './AccountsNav';

function renderNav(writable: boolean) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[ACCOUNT_GROUPS_PATH]}>
        <AccountsNav current={ACCOUNT_GROUPS_PATH} writable={writable} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Accounts pages' });
  return within(nav).getAllByRole('link');
}

describe('AccountsNav', () => {
  it('links the pages a writer may open and marks the current one', () => {
    const links = renderNav(true);
    expect(links.map((link) => link.textContent)).toEqual([
      'Accounts',
      'Bulk Entry',
      'Groups',
      'History',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'page',
      null,
    ]);
    expect(links[0]!.getAttribute('href')).toBe(ACCOUNT_LIST_PATH);
    expect(links[1]!.getAttribute('href')).toBe(ACCOUNT_CREATE_PATH);
  });

  it('leaves Bulk Entry out for a reader', () => {
    expect(renderNav(false).map((link) => link.textContent)).toEqual([
      'Accounts',
      'Groups',
      'History',
    ]);
  });
});
