import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../test/renderApp';
import { ColorField } from './ColorField';

function ColorHarness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ColorField label="Colour" value={value} onChange={setValue} />;
}

describe('ColorField', { timeout: 15_000 }, () => {
  it('keeps the hex text and the picker in step, refusing non-hex input', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <ColorHarness initial="#0e7c86" />
      </Providers>,
    );
    const hex = screen.getByRole<HTMLInputElement>('textbox', { name: 'Colour' });
    const picker = screen.getByLabelText<HTMLInputElement>('Colour picker');
    expect(picker.value).toBe('#0e7c86');
    fireEvent.input(picker, { target: { value: '#ffffff' } });
    expect(hex.value).toBe('#FFFFFF');
    expect(
      screen.getByRole('img', { name: 'Colour preview' }).getAttribute('data-text-color'),
    ).toBe('#000000');

    await user.clear(hex);
    await user.type(hex, '#12x3');
    expect(hex.value).toBe('#123');
    expect(picker.value).toBe('#112233');
    expect(
      screen.getByRole('img', { name: 'Colour preview' }).getAttribute('data-text-color'),
    ).toBe('#FFFFFF');
    // White text on a mid tone falls under AA alone: it sits on a translucent black backdrop.
    expect(screen.getByText('#123').style.background).toBe('rgba(0, 0, 0, 0.6)');
  });
});
