import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../test/renderApp';
import { ImageUrlField } from './ImageUrlField';

function loadImage(alt: string, width: number, height: number) {
  const image = screen.getByRole<HTMLImageElement>('img', { name: alt });
  Object.defineProperty(image, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(image);
}

function ImageHarness({ onImageProblem }: { onImageProblem: (problem: string | null) => void }) {
  const [value, setValue] = useState('');
  return (
    <ImageUrlField label="Logo" value={value} onChange={setValue} onImageProblem={onImageProblem} />
  );
}

describe('ImageUrlField', { timeout: 15_000 }, () => {
  it('previews an http(s) address only, and reports an image over 4000 px', async () => {
    const onImageProblem = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers>
        <ImageHarness onImageProblem={onImageProblem} />
      </Providers>,
    );
    const input = screen.getByLabelText('Logo');
    await user.type(input, 'logo.png');
    expect(screen.queryByRole('img', { name: 'Logo preview' })).toBeNull();

    await user.clear(input);
    await user.type(input, 'https://cdn.example.com/wide.png');
    loadImage('Logo preview', 4001, 10);
    const message = 'Image dimensions too large (max is 4000px). Width: 4001px; Height: 10px';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onImageProblem).toHaveBeenLastCalledWith(message);

    fireEvent.change(input, { target: { value: 'https://cdn.example.com/broken.png' } });
    fireEvent.error(screen.getByRole('img', { name: 'Logo preview' }));
    expect(
      await screen.findByText('The image could not be loaded from this address.'),
    ).toBeTruthy();
    expect(onImageProblem).toHaveBeenLastCalledWith(null);
  });
});
