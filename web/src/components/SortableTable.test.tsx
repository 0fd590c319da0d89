import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../test/renderApp';
import { SortableTable, type TableColumn } from './SortableTable';

interface Row {
  id: string;
  name: string;
  splits: number;
}

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', sortValue: (r) => r.name, render: (r) => r.name },
  { key: 'splits', header: 'Splits', sortValue: (r) => r.splits, render: (r) => r.splits },
  { key: 'actions', header: 'Actions', render: () => 'edit' },
];

const rows: Row[] = [
  { id: '1', name: 'Bravo', splits: 10 },
  { id: '2', name: 'alpha', splits: 2 },
  { id: '3', name: 'Charlie', splits: 3 },
];

function renderTable(props: Partial<Parameters<typeof SortableTable<Row>>[0]> = {}) {
  return render(
    <Providers>
      <SortableTable
        label="Seasons"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        {...props}
      />
    </Providers>,
  );
}

const firstColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('sortable table', () => {
  it("says 'Nothing to display.' when there are no rows", () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Nothing to display.')).toBeTruthy();
  });

  it('shows a loading indicator instead of the empty message while loading', () => {
    renderTable({ rows: [], loading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('Nothing to display.')).toBeNull();
  });

  it('sorts by a column on click, ascending then descending', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(firstColumn()).toEqual(['Bravo', 'alpha', 'Charlie']);

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn()).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn()).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('sorts numbers as numbers', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /Splits/ }));
    expect(firstColumn()).toEqual(['alpha', 'Charlie', 'Bravo']);
  });

  it('does not offer sorting on columns without a sort value', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: /Actions/ })).toBeNull();
  });
});
