import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  pagesFrom,
  sortAmong,
  sortFrom,
  tabQuery,
  useListUrlState,
  useLoadMorePages,
  withListState,
} from './listUrlState';

const params = (text: string) => new URLSearchParams(text);

describe('list state in the URL', () => {
  it('reads the sort, ascending unless the URL says descending', () => {
    expect(sortFrom(params('sort=name&dir=descending'))).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(sortFrom(params('sort=name&dir=sideways'))).toEqual({
      column: 'name',
      direction: 'ascending',
    });
    expect(sortFrom(params('q=fa'))).toBeUndefined();
  });

  it('reads the loaded pages as a whole number from 1', () => {
    expect(pagesFrom(params(''))).toBe(1);
    expect(pagesFrom(params('pages=3'))).toBe(3);
    expect(pagesFrom(params('pages=0'))).toBe(1);
    expect(pagesFrom(params('pages=2.5'))).toBe(1);
    expect(pagesFrom(params('pages=lots'))).toBe(1);
  });

  it('starts again from the first page when the search, sort or a filter changes', () => {
    const current = params('q=fa&pages=3&team=t1');
    expect(withListState(current, { search: 'fak' }).toString()).toBe('q=fak&team=t1');
    expect(
      withListState(current, { sort: { column: 'handle', direction: 'descending' } }).toString(),
    ).toBe('q=fa&team=t1&sort=handle&dir=descending');
    expect(withListState(current, { filters: { team: undefined } }).toString()).toBe('q=fa');
    expect(withListState(current, { pages: 4 }).toString()).toBe('q=fa&pages=4&team=t1');
  });

  it('removes an emptied search and keeps a filter set to empty', () => {
    expect(withListState(params('q=fa&from=2026-01-01'), { search: '' }).toString()).toBe(
      'from=2026-01-01',
    );
    expect(withListState(params(''), { filters: { from: '' } }).toString()).toBe('from=');
  });

  it('carries everything but the loaded pages to another tab', () => {
    expect(tabQuery(params('q=fa&pages=2&sort=name'))).toBe('?q=fa&sort=name');
    expect(tabQuery(params('pages=2'))).toBe('');
  });

  it('sends a sort only for a column the service sorts by', () => {
    const fallback = { column: 'handle', direction: 'ascending' } as const;
    expect(
      sortAmong({ column: 'name', direction: 'descending' }, ['handle', 'name'], fallback),
    ).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(
      sortAmong({ column: 'homeTeam', direction: 'descending' }, ['handle', 'name'], fallback),
    ).toBe(fallback);
    expect(sortAmong(undefined, ['handle'], fallback)).toBe(fallback);
  });
});

function routerAt(url: string) {
  const seen: { search: string }[] = [];
  function Spy() {
    const location = useLocation();
    seen.push({ search: location.search });
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Spy />
      {children}
    </MemoryRouter>
  );
  return { wrapper, seen };
}

describe('useListUrlState', () => {
  it('reads the search (from 2 characters) and writes it into the URL', () => {
    const { wrapper, seen } = routerAt('/players/list/current?q=f&pages=2');
    const { result } = renderHook(() => useListUrlState(), { wrapper });
    expect(result.current.searchText).toBe('f');
    expect(result.current.search).toBeNull();
    expect(result.current.pages).toBe(2);
    act(() => result.current.change({ search: 'fa' }));
    expect(result.current.search).toBe('fa');
    expect(seen.at(-1)?.search).toBe('?q=fa');
  });
});

describe('useLoadMorePages', () => {
  it('fetches pages until it holds as many as the URL names, then asks for one more on Load more', async () => {
    const { wrapper, seen } = routerAt('/audit?pages=3');
    let loadedRows = 20;
    const fetchNext = vi.fn(() => {
      loadedRows += 20;
      return Promise.resolve();
    });
    const { result, rerender } = renderHook(
      () =>
        useLoadMorePages({
          pageSize: 20,
          loadedRows,
          hasNextPage: true,
          loading: false,
          fetchNext,
        }),
      { wrapper },
    );
    await act(async () => {});
    rerender();
    await act(async () => {});
    rerender();
    await act(async () => {});
    expect(fetchNext).toHaveBeenCalledTimes(2);
    expect(loadedRows).toBe(60);

    act(() => result.current.loadMore());
    expect(seen.at(-1)?.search).toBe('?pages=4');
    await act(async () => {});
    expect(fetchNext).toHaveBeenCalledTimes(3);
  });

  it('does not ask a failed page again until Load more is pressed', async () => {
    const { wrapper } = routerAt('/audit?pages=2');
    const fetchNext = vi.fn(() => Promise.reject(new Error('down')));
    const { result } = renderHook(
      () =>
        useLoadMorePages({
          pageSize: 20,
          loadedRows: 20,
          hasNextPage: true,
          loading: false,
          fetchNext,
        }),
      { wrapper },
    );
    await act(async () => {});
    await act(async () => {});
    expect(fetchNext).toHaveBeenCalledTimes(1);
    act(() => result.current.loadMore());
    await act(async () => {});
    expect(fetchNext).toHaveBeenCalledTimes(2);
  });
});
