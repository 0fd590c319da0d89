import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateImageUploadDocument } from '../__generated__/graphql';
import { fakeAssetStore } from '../test/assetStore';
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

/** The field on a team's edit page, over a mocked gateway. */
function renderField(field: React.ReactNode, mocks: MockLink.MockedResponse[]) {
  return render(
    <Providers>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={['/teams/42/edit']}>
          <Routes>
            <Route path="/teams/:id/edit" element={field} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </Providers>,
  );
}

/** The browser's image decoding, answering the given pixel size for every file. */
function stubImageDecoding(width: number, height: number) {
  class ObjectAddresses extends URL {
    static override createObjectURL = () => 'blob:file';
    static override revokeObjectURL = () => {};
  }
  vi.stubGlobal('URL', ObjectAddresses);
  class DecodedImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = width;
    naturalHeight = height;
    set src(_address: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', DecodedImage);
}

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The asset store behind the presigned address: answers every PUT with `status`. */
function stubAssetStore(status: number) {
  const sent: SentRequest[] = [];
  fakeAssetStore(({ progress, finish, ...request }) => {
    sent.push(request);
    setTimeout(() => {
      progress(0.5);
      setTimeout(() => finish(status), 20);
    }, 0);
  });
  return sent;
}

const TICKET = {
  __typename: 'ImageUpload' as const,
  key: 'images/teams/42/8f1c.png',
  uploadUrl: 'http://assets.test/assets/files/images/teams/42/8f1c.png?signature=abc',
  method: 'PUT',
  contentType: 'binary/octet-stream',
  imageUrl: 'http://assets.test/assets/files/images/teams/42/8f1c.png',
  expiresAt: '2026-01-01T00:15:00.000Z',
};

function uploadMock(file: File, onSent: () => void) {
  return {
    request: {
      query: CreateImageUploadDocument,
      variables: {
        input: {
          owner: 'team',
          ownerId: '42',
          fileName: file.name,
          contentType: file.type,
          size: file.size,
        },
      },
    },
    result: () => {
      onSent();
      return {
        data: { createImageUpload: { __typename: 'ImageUploadResult', ok: TICKET, error: null } },
      };
    },
  } satisfies MockLink.MockedResponse;
}

function UploadHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <ImageUrlField label="Logo" value={value} onChange={setValue} />
      <output aria-label="stored value">{value}</output>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageUrlField', { timeout: 15_000 }, () => {
  it('previews an http(s) address only, and reports an image over 4000 px', async () => {
    const onImageProblem = vi.fn();
    const user = userEvent.setup();
    renderField(<ImageHarness onImageProblem={onImageProblem} />, []);
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

  it('refuses an image file over 4000 px before anything is sent', async () => {
    stubImageDecoding(4200, 900);
    const sent = stubAssetStore(200);
    const mutationSent = vi.fn();
    const file = new File([new Uint8Array([1, 2, 3])], 'wide.png', { type: 'image/png' });
    const user = userEvent.setup();
    renderField(<UploadHarness />, [uploadMock(file, mutationSent)]);

    await user.upload(screen.getByLabelText('Logo file'), file);
    expect(
      await screen.findByText(
        'Image dimensions too large (max is 4000px). Width: 4200px; Height: 900px',
      ),
    ).toBeTruthy();
    expect(mutationSent).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('uploads a chosen file to the presigned address with progress and takes its address', async () => {
    stubImageDecoding(512, 512);
    const sent = stubAssetStore(200);
    const mutationSent = vi.fn();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const user = userEvent.setup();
    renderField(<UploadHarness />, [uploadMock(file, mutationSent)]);

    await user.upload(screen.getByLabelText('Logo file'), file);
    expect(await screen.findByRole('progressbar', { name: 'Uploading logo.png' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('stored value').textContent).toBe(TICKET.imageUrl),
    );
    expect(mutationSent).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: TICKET.uploadUrl,
        headers: { 'content-type': 'binary/octet-stream' },
        body: file,
      },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Logo').value).toBe(TICKET.imageUrl);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("reads 'Failed to upload file.' when the asset store refuses the file", async () => {
    stubImageDecoding(512, 512);
    stubAssetStore(403);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const user = userEvent.setup();
    renderField(<UploadHarness />, [uploadMock(file, () => {})]);

    await user.upload(screen.getByLabelText('Logo file'), file);
    expect(await screen.findByText('Failed to upload file.')).toBeTruthy();
    expect(screen.getByLabelText('stored value').textContent).toBe('');
  });

  it('offers no upload outside a team, organization or league page', () => {
    render(
      <Providers>
        <MockedProvider mocks={[]}>
          <MemoryRouter initialEntries={['/players/create']}>
            <ImageUrlField label="Photo" value="" onChange={() => {}} />
          </MemoryRouter>
        </MockedProvider>
      </Providers>,
    );
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
  });
});
