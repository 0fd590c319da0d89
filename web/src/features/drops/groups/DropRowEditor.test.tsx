import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { newDropRow, type DropRow } from './dropGroupFormValues';
import { DropRowEditor } from './DropRowEditor';

let latest: DropRow;

function EditedRow() {
  const [row, setRow] = useState(newDropRow);
  useEffect(() => {
    latest = row;
  }, [row]);
  return (
    <DropRowEditor
      row={row}
      index={0}
      count={1}
      capped
      rarities={[]}
      inventoryItems={[]}
      errorFor={() => undefined}
      onChange={(part, value) => setRow((current) => ({ ...current, [part]: value }))}
      onMove={() => {}}
      onRemove={() => {}}
      draggable={false}
      onDragStart={() => {}}
      onDrop={() => {}}
    />
  );
}

const renderEditedRow = () =>
  renderApp({ path: '/row', routes: [{ path: '/row', element: <EditedRow /> }] });

describe('capped share of a drop (spec 3 §5)', { timeout: 20_000 }, () => {
  it('floors what staff type and sets a negative quantity or a percent over 99 to 0', async () => {
    const { user } = renderEditedRow();
    const quantity = screen.getByRole('spinbutton', { name: 'Capped quantity' });
    const percent = screen.getByRole('spinbutton', { name: 'Capped percent' });

    await user.clear(quantity);
    await user.type(quantity, '12.7');
    await user.tab();
    expect(latest.capped).toEqual({ quantity: 12, percent: 0 });
    expect(quantity).toHaveProperty('value', '12');

    await user.clear(percent);
    await user.type(percent, '150');
    await user.tab();
    await user.clear(quantity);
    await user.type(quantity, '-3');
    await user.tab();
    expect(latest.capped).toEqual({ quantity: 0, percent: 0 });
  });

  it('holds an emptied field as not a number until it is left, then as 0', async () => {
    const { user } = renderEditedRow();
    const percent = screen.getByRole('spinbutton', { name: 'Capped percent' });
    await user.clear(percent);
    expect(latest.capped.percent).toBeNaN();
    expect(percent).toHaveProperty('value', '');
    await user.tab();
    expect(latest.capped.percent).toBe(0);
  });
});
