import type { MockLink } from '@apollo/client/testing';
import { BANNER_MESSAGES, chatFailedMessage } from '@esports-admin/schema/rules/banners';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BannerEditorAssetUploadDocument,
  BannerEditorCreateDocument,
  BannerEditorSetStatusDocument,
} from '../../../__generated__/graphql';
import { APP_SECTIONS } from '../../../sections';
import { fakeAssetStore, type AssetStorePut } from '../../../test/assetStore';
import { AppShell } from '../../../shell/AppShell';
import { SectionsProvider } from '../../../shell/section';
import { mutationError } from '../../../test/mutationMocks';
import { renderApp, type RecordedOperation } from '../../../test/renderApp';
import BannerEditorPage from './BannerEditorPage';
import {
  banner,
  BARON,
  configured,
  FOUNTAIN,
  LEAGUE_ID,
  LOGO,
  otherPatch153Mock,
  otherPatchMock,
  pageMock,
  patchFixture,
  PROPS,
  propName,
  texturesMock,
  previewsMock,
  unconfigured,
} from './editorMocks';

const ROUTES = [
  {
    element: (
      <SectionsProvider value={APP_SECTIONS}>
        <AppShell />
      </SectionsProvider>
    ),
    children: [
      { path: '/banners/leagues/:leagueId/patches/:patch', element: <BannerEditorPage /> },
      { path: '/banners/list/:status', element: <p>Banner list</p> },
    ],
  },
];

const DRAGON = 'dragon-alcove-hero-1';

function renderEditor(patch: string, mocks: MockLink.MockedResponse[]) {
  return renderApp({
    path: `/banners/leagues/${LEAGUE_ID}/patches/${patch}`,
    routes: ROUTES,
    mocks: [...mocks, texturesMock, previewsMock, otherPatchMock, otherPatch153Mock],
  });
}

const sent = (operations: RecordedOperation[], name: string) =>
  operations.filter((op) => op.operationName === name);

const mapProp = (id: string) =>
  within(screen.getByRole('group', { name: 'Arena map' })).getByRole('button', {
    name: new RegExp(`^${propName(id)}:`),
  });

function patchResult(field: string, ok: unknown, error: unknown = null) {
  return { [field]: { __typename: 'BannerPatchResult', ok, error } };
}

describe('the banner configuration editor', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem('esports-admin.sport', JSON.stringify('lol')));
  afterEach(() => vi.unstubAllGlobals());

  it('names the league and patch and draws every prop as a control saying its banner', async () => {
    renderEditor('15.3', [pageMock(configured())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'LCK · Patch 15.3' })).toBeTruthy();
    expect(screen.getByText('Needs screenshots')).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    const map = screen.getByRole('group', { name: 'Arena map' });
    expect(within(map).getAllByRole('button')).toHaveLength(PROPS.length);
    expect(mapProp(FOUNTAIN).getAttribute('aria-label')).toBe(
      `${propName(FOUNTAIN)}: banner 1700-logo.png, screenshot`,
    );
    expect(mapProp(BARON).getAttribute('aria-label')).toBe(
      `${propName(BARON)}: banner 1700-sponsor.png, no screenshot`,
    );
    expect(mapProp(DRAGON).getAttribute('aria-label')).toBe(`${propName(DRAGON)}: no banner`);
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('reaches the map with Tab, moves with the arrows, opens with Enter and returns with Escape', async () => {
    const { user } = renderEditor('15.3', [pageMock(configured())]);
    await screen.findByRole('heading', { level: 1, name: 'LCK · Patch 15.3' });
    screen.getByRole('combobox', { name: 'Side' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(mapProp(FOUNTAIN));
    await user.keyboard('{ArrowRight}');
    const next = mapProp('base-blue-horizontal-2');
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('heading', { level: 2, name: propName('base-blue-horizontal-2') }),
    ).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Texture' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(mapProp('base-blue-horizontal-2'));
  });

  it('creates a configuration with the textures assigned, toasts and goes to the list', async () => {
    const banners = [{ propId: DRAGON, texture: LOGO, group: 'Sponsors', name: 'Dragon logo' }];
    const create = {
      request: {
        query: BannerEditorCreateDocument,
        variables: {
          input: { leagueId: LEAGUE_ID, patch: '15.4', banners },
          expectedVersion: 'v-15.4',
        },
      },
      result: {
        data: patchResult('createBannerConfiguration', {
          __typename: 'BannerPatchSuccess',
          message: BANNER_MESSAGES.created,
          patch: patchFixture('15.4', {
            status: 'needs_screenshots',
            configVersion: 1,
            banners: banners.map((b) => banner(b.propId, b.texture, b.group, b.name)),
            shotOf: [],
          }),
        }),
      },
    };
    const { user, operations } = renderEditor('15.4', [pageMock(unconfigured()), create]);
    await screen.findByText('No configuration yet');
    expect(screen.getByRole('button', { name: 'Start from patch 15.3' })).toBeTruthy();
    await user.click(mapProp(DRAGON));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Texture' }), '1700-logo.png');
    await user.type(screen.getByRole('textbox', { name: 'Group' }), 'Sponsors');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dragon logo');
    expect(mapProp(DRAGON).getAttribute('aria-label')).toBe(
      `${propName(DRAGON)}: banner 1700-logo.png, no screenshot`,
    );
    await user.click(screen.getByRole('button', { name: 'Create configuration' }));
    expect(await screen.findByText('Configuration created!')).toBeTruthy();
    expect(sent(operations, 'BannerEditorCreate')).toEqual([
      {
        operationName: 'BannerEditorCreate',
        variables: {
          input: { leagueId: LEAGUE_ID, patch: '15.4', banners },
          expectedVersion: 'v-15.4',
        },
      },
    ]);
    expect(await screen.findByText('Banner list')).toBeTruthy();
  });

  it('starts from the nearest older patch and shows a refused create’s messages on the prop', async () => {
    const refused = 'This texture is not stored for the league: upload it first.';
    const create = {
      request: { query: BannerEditorCreateDocument, variables: () => true },
      result: {
        data: patchResult(
          'createBannerConfiguration',
          null,
          mutationError('Some banners are not valid.', 'BAD_USER_INPUT', [
            { field: 'banners.0.texture', message: refused },
          ]),
        ),
      },
    };
    const { user, operations } = renderEditor('15.4', [pageMock(unconfigured()), create]);
    await user.click(await screen.findByRole('button', { name: 'Start from patch 15.3' }));
    await waitFor(() =>
      expect(mapProp(FOUNTAIN).getAttribute('aria-label')).toContain('banner 1700-logo.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Create configuration' }));
    await waitFor(() => expect(sent(operations, 'BannerEditorCreate')).toHaveLength(1));
    expect(sent(operations, 'BannerEditorCreate')[0]!.variables).toMatchObject({
      input: { patch: '15.4', banners: [{ propId: FOUNTAIN, texture: LOGO }] },
    });
    await waitFor(() =>
      expect(mapProp(FOUNTAIN).getAttribute('aria-label')).toContain('needs attention'),
    );
    await user.click(mapProp(FOUNTAIN));
    expect(screen.getByText(refused)).toBeTruthy();
    expect(screen.queryByText('Banner list')).toBeNull();
  });

  it('counts a configuration made without its chat post as created, saying what failed', async () => {
    const chatFailed = chatFailedMessage('chat answered 502');
    const create = {
      request: { query: BannerEditorCreateDocument, variables: () => true },
      result: {
        data: patchResult('createBannerConfiguration', null, {
          ...mutationError(chatFailed, 'PARTIALLY_APPLIED'),
          applied: ['Configuration v1 of patch 15.4 was made.'],
        }),
      },
    };
    const { user } = renderEditor('15.4', [pageMock(unconfigured()), create]);
    await user.click(await screen.findByRole('button', { name: 'Start from patch 15.3' }));
    await waitFor(() =>
      expect(mapProp(FOUNTAIN).getAttribute('aria-label')).toContain('banner 1700-logo.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Create configuration' }));
    expect(await screen.findByText(new RegExp(`^${chatFailed}`))).toBeTruthy();
    expect(await screen.findByText('Banner list')).toBeTruthy();
  });

  it('asks before leaving with banners that are not created', async () => {
    const { user } = renderEditor('15.4', [pageMock(unconfigured())]);
    await user.click(await screen.findByRole('button', { name: 'Start from patch 15.3' }));
    await waitFor(() =>
      expect(mapProp(FOUNTAIN).getAttribute('aria-label')).toContain('banner 1700-logo.png'),
    );
    await user.click(screen.getByRole('link', { name: '← Banner configurations' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    ).toBeTruthy();
    expect(screen.queryByText('Banner list')).toBeNull();
  });

  it('waits for every screenshot before review, and says why', async () => {
    renderEditor('15.3', [pageMock(configured())]);
    const review = await screen.findByRole('button', { name: 'Send for review' });
    expect(review.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('1 banner has no screenshot yet: add it before review.')).toBeTruthy();
  });

  it('approves, or sends back for screenshots with a reason, from review', async () => {
    const sendBack = {
      request: {
        query: BannerEditorSetStatusDocument,
        variables: {
          leagueId: LEAGUE_ID,
          patch: '15.3',
          status: 'needs_screenshots',
          expectedVersion: 'v-15.3',
          reason: 'Blurry shots',
        },
      },
      result: {
        data: patchResult('setBannerConfigurationStatus', {
          __typename: 'BannerPatchSuccess',
          message: BANNER_MESSAGES.statusChanged,
          patch: configured('needs_screenshots'),
        }),
      },
    };
    const { user, operations } = renderEditor('15.3', [
      pageMock(configured('needs_review')),
      sendBack,
    ]);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send back for screenshots' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send back for screenshots?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Blurry shots');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText(BANNER_MESSAGES.statusChanged)).toBeTruthy();
    expect(sent(operations, 'BannerEditorSetStatus')).toHaveLength(1);
  });

  it('asks before submitting, which is final', async () => {
    const { user, operations } = renderEditor('15.3', [pageMock(configured('approved'))]);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Submit the configuration?' }),
    ).toBeTruthy();
    expect(sent(operations, 'BannerEditorSetStatus')).toEqual([]);
  });

  it('lists and marks the props whose banners differ from another patch', async () => {
    const { user } = renderEditor('15.3', [pageMock(configured())]);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Patch to compare with' }),
      'Patch 15.2',
    );
    const list = await screen.findByRole('list', { name: 'Differences from patch 15.2' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `${propName(BARON)}texture, name changed`,
      `${propName(DRAGON)}removed`,
    ]);
    expect(mapProp(BARON).getAttribute('aria-label')).toContain('changed in the comparison');
  });

  it('shows readers everything and lets them change nothing, saying why once', async () => {
    renderEditor('15.3', [pageMock(configured(), 'disallowed')]);
    expect(await screen.findByText(BANNER_MESSAGES.noAccess)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create configuration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download zip' })).toBeTruthy();
  });

  it('uploads a texture with progress and hangs it on the prop', async () => {
    const file = new File(['png'], 'new logo.png', { type: 'image/png' });
    const key = 'lck/textures/1800-newlogo.png';
    const upload = {
      request: {
        query: BannerEditorAssetUploadDocument,
        variables: {
          input: { leagueId: LEAGUE_ID, kind: 'texture', fileName: 'new logo.png', size: 3 },
        },
      },
      result: {
        data: {
          createBannerAssetUpload: {
            __typename: 'BannerAssetUploadResult',
            ok: {
              __typename: 'BannerAssetUpload',
              key,
              uploadUrl: 'http://assets.test/upload?signature=abc',
              method: 'PUT',
              contentType: 'binary/octet-stream',
              expiresAt: '2026-11-27T11:00:00.000Z',
            },
            error: null,
          },
        },
      },
    };
    const puts: AssetStorePut[] = [];
    fakeAssetStore((put) => puts.push(put));
    const { user } = renderEditor('15.3', [pageMock(configured()), upload]);
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^${propName(DRAGON)}:`) }),
    );
    await user.upload(screen.getByLabelText('Upload texture file'), file);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'binary/octet-stream' },
    });
    puts[0]!.progress(0.5);
    expect(await screen.findByRole('progressbar', { name: 'Uploading new logo.png' })).toBeTruthy();
    puts[0]!.finish(200);
    await waitFor(() =>
      expect(mapProp(DRAGON).getAttribute('aria-label')).toContain('banner 1800-newlogo.png'),
    );
  });

  it("shows the refusal's message when the upload address is refused", async () => {
    const refused = {
      request: { query: BannerEditorAssetUploadDocument, variables: () => true },
      result: {
        data: {
          createBannerAssetUpload: {
            __typename: 'BannerAssetUploadResult',
            ok: null,
            error: mutationError('(!) invalid asset key', 'BAD_USER_INPUT'),
          },
        },
      },
    };
    const { user } = renderEditor('15.3', [pageMock(configured()), refused]);
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^${propName(DRAGON)}:`) }),
    );
    await user.upload(
      screen.getByLabelText('Upload texture file'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    const panel = screen.getByRole('region', { name: propName(DRAGON) });
    expect(await within(panel).findByText('(!) invalid asset key')).toBeTruthy();
  });
});
