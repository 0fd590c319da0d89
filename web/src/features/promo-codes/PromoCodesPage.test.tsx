import type { MockLink } from '@apollo/client/testing';
import {
  PROMO_CODE_MESSAGES,
  PROMO_POOL_EXPORT_LIMIT,
  PROMO_POOL_LOW_STOCK,
} from '@esports-admin/schema/rules/promo-codes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PromoCodesPageCreateUploadDocument,
  PromoCodesPageDocument,
  PromoCodesPageIngestDocument,
  PromoCodeSampleDocument,
  PromoCodePoolSummaryDocument,
  PromoCodeTableDocument,
  type PromoCodeDisposition,
  type PromoCodeIngestInput,
} from '../../__generated__/graphql';
import { currentToasts } from '../../components/toast';
import { type AssetStorePut, fakeAssetStore } from '../../test/assetStore';
import { captureDownloads } from '../../test/downloads';
import { mutationError } from '../../test/mutationMocks';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';

const PROMO_ITEM = '8100006';
const ITEMS = [
  { id: PROMO_ITEM, internalTitle: 'Sponsor Promo Code', dropType: 'promo_code', status: 'active' },
  { id: '8100001', internalTitle: 'Worlds Ward', dropType: 'game_item', status: 'active' },
  { id: '8100002', internalTitle: 'Old Emote', dropType: 'game_item', status: 'archived' },
];

const itemsMock: MockLink.MockedResponse = {
  request: { query: PromoCodesPageDocument, variables: () => true },
  result: {
    data: { inventoryItems: ITEMS.map((item) => ({ __typename: 'InventoryItem', ...item })) },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function codesMock(
  disposition: PromoCodeDisposition,
  codes: string[],
  { sponsor = 'redbull', uses = 1 } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: PromoCodeTableDocument,
      variables: { sponsor, dropInventoryId: PROMO_ITEM, disposition },
    },
    result: {
      data: {
        promoCodes: codes.map((code, index) => ({
          __typename: 'PromoCode',
          code,
          disposition,
          ingestedAt: `2026-10-0${index + 1}T10:00:00.000Z`,
          claimedAt: disposition === 'claimed' ? '2026-10-20T12:00:00.000Z' : null,
        })),
      },
    },
    maxUsageCount: uses,
  };
}

/** The pool's counts; the codes lists and the export read the codes themselves. */
function poolMock(
  counts: Partial<Record<PromoCodeDisposition, number>> = { unclaimed: 500 },
  variables: Record<string, unknown> | (() => boolean) = () => true,
): MockLink.MockedResponse {
  const full = { unclaimed: 0, reserved: 0, claimed: 0, expired: 0, ...counts };
  const total = full.unclaimed + full.reserved + full.claimed + full.expired;
  return {
    request: { query: PromoCodePoolSummaryDocument, variables },
    result: {
      data: {
        promoCodePool: {
          __typename: 'PromoCodePool',
          sponsor: 'redbull',
          dropInventoryId: PROMO_ITEM,
          ...full,
          total,
          lowStock: full.unclaimed < PROMO_POOL_LOW_STOCK,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const sampleMock: MockLink.MockedResponse = {
  request: { query: PromoCodeSampleDocument, variables: { length: 8 } },
  result: { data: { samplePromoCode: 'K7QX3M9P' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function ingestMock(
  input: PromoCodeIngestInput,
  answer: { ok: Record<string, unknown> | null; error: Record<string, unknown> | null },
): MockLink.MockedResponse {
  return {
    request: { query: PromoCodesPageIngestDocument, variables: { input } },
    result: {
      data: {
        ingestPromoCodes: {
          __typename: 'PromoCodeIngestResult',
          ok: answer.ok && { __typename: 'PromoCodeIngestSuccess', ...answer.ok },
          error: answer.error,
        },
      },
    },
  };
}

const uploadMock: MockLink.MockedResponse = {
  request: {
    query: PromoCodesPageCreateUploadDocument,
    variables: { input: { sponsor: 'secretlab', fileName: 'codes.txt', size: 24 } },
  },
  result: {
    data: {
      createPromoCodesUpload: {
        __typename: 'PromoCodesUploadResult',
        ok: {
          __typename: 'PromoCodesUpload',
          key: 'promo-codes/secretlab/u1.txt',
          uploadUrl: 'http://assets.test/files/promo-codes/secretlab/u1.txt?signature=abc',
          method: 'PUT',
          contentType: 'text/plain',
        },
        error: null,
      },
    },
  },
};

/** The asset store behind the presigned address: a PUT that the test moves along by hand. */
function stubAssetStore() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let pending: AssetStorePut | null = null;
  fakeAssetStore((put) => {
    sent.push({ method: put.method, url: put.url, body: put.body });
    pending = put;
  });
  return {
    sent,
    request: async () => {
      await waitFor(() => expect(pending).not.toBeNull());
      return pending!;
    },
  };
}

const POOL_PATH = `/drops/promo-codes?sponsor=redbull&item=${PROMO_ITEM}&disposition=unclaimed`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('promo codes page', { timeout: 20_000 }, () => {
  it("lists a pool's codes by disposition, a tab per disposition", async () => {
    const { user, operations } = renderApp({
      path: POOL_PATH,
      mocks: [
        itemsMock,
        poolMock(),
        codesMock('unclaimed', ['ABCD2345', 'EFGH6789']),
        codesMock('claimed', ['JKMN2345']),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Promo Codes' })).toBeTruthy();
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(screen.getByText('EFGH6789')).toBeTruthy();
    expect(await screen.findByText(/2 unclaimed codes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promo codes' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(screen.getByRole('tab', { name: 'Claimed' }));
    expect(await screen.findByText('JKMN2345')).toBeTruthy();
    expect(screen.queryByText('ABCD2345')).toBeNull();
    expect(
      operations.filter((op) => op.operationName === 'PromoCodeTable').map((op) => op.variables),
    ).toEqual([
      { sponsor: 'redbull', dropInventoryId: PROMO_ITEM, disposition: 'unclaimed' },
      { sponsor: 'redbull', dropInventoryId: PROMO_ITEM, disposition: 'claimed' },
    ]);
  });

  it('asks for a pool first, offering the active items with promo code items first', async () => {
    const { user, history } = renderApp({
      path: '/drops/promo-codes',
      mocks: [itemsMock, poolMock(), codesMock('unclaimed', ['ABCD2345'])],
    });
    expect(
      await screen.findByText('Choose a sponsor and an inventory item to see their codes.'),
    ).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Inventory item' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).queryByText(/Old Emote/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Sponsor' }), 'redbull');
    await user.selectOptions(select, PROMO_ITEM);
    await user.click(screen.getByRole('button', { name: 'Show codes' }));
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(history.location.search).toBe(
      `?sponsor=redbull&item=${PROMO_ITEM}&disposition=unclaimed`,
    );
  });

  it('generates N codes of length 8 into the pool after a confirmation, and shows them', async () => {
    const { user, operations } = renderApp({
      path: POOL_PATH,
      mocks: [
        itemsMock,
        poolMock(),
        sampleMock,
        codesMock('unclaimed', ['ABCD2345']),
        codesMock('unclaimed', ['ABCD2345', 'NEWC0DE2']),
        ingestMock(
          {
            sponsor: 'redbull',
            dropInventoryId: PROMO_ITEM,
            source: 'generate',
            quantity: 25,
            length: 8,
          },
          {
            ok: {
              dropInventoryId: PROMO_ITEM,
              createdInventoryItem: false,
              ingested: 25,
              message: PROMO_CODE_MESSAGES.ingested(25),
            },
            error: null,
          },
        ),
      ],
    });
    await screen.findByText('ABCD2345');
    await user.click(screen.getByRole('button', { name: 'Add Codes' }));
    const form = screen.getByRole('region', { name: 'Add codes' });
    await user.click(within(form).getByRole('radio', { name: 'Generate codes' }));
    expect(await within(form).findByText('K7QX3M9P')).toBeTruthy();
    const quantity = within(form).getByRole('spinbutton', { name: 'How many codes' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(form).getByRole('button', { name: 'Add codes' }));
    expect(await within(form).findByText(PROMO_CODE_MESSAGES.quantity)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(within(form).getByRole('button', { name: 'Add codes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add promo codes?' });
    expect(dialog.textContent).toContain(
      '25 generated codes of 8 characters join the redbull pool for Sponsor Promo Code.',
    );
    expect(operations.some((op) => op.operationName === 'PromoCodesPageIngest')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Add codes' }));
    expect(await screen.findByText('NEWC0DE2')).toBeTruthy();
    expect(currentToasts().map((t) => t.message)).toContain('25 promo codes ingested.');
    expect(operations.filter((op) => op.operationName === 'PromoCodesPageIngest')).toHaveLength(1);
  });

  it('checks a codes file before uploading it, with the line it breaks on', async () => {
    const store = stubAssetStore();
    const { user, operations } = renderApp({
      path: POOL_PATH,
      mocks: [itemsMock, poolMock(), codesMock('unclaimed', ['ABCD2345'])],
    });
    await screen.findByText('ABCD2345');
    await user.click(screen.getByRole('button', { name: 'Add Codes' }));
    const form = screen.getByRole('region', { name: 'Add codes' });
    const file = new File(['GOOD-CODE-1\nno good\n'], 'codes.txt', { type: 'text/plain' });
    await user.upload(within(form).getByLabelText('Codes file'), file);
    await user.click(within(form).getByRole('button', { name: 'Add codes' }));
    expect(await within(form).findByText(PROMO_CODE_MESSAGES.badCode(2, 'no good'))).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(operations.some((op) => op.operationName === 'PromoCodesPageCreateUpload')).toBe(false);
    expect(store.sent).toEqual([]);
  });

  it("clears the previous file's line errors when a corrected file is chosen", async () => {
    stubAssetStore();
    const { user } = renderApp({
      path: POOL_PATH,
      mocks: [itemsMock, poolMock(), codesMock('unclaimed', ['ABCD2345'])],
    });
    await screen.findByText('ABCD2345');
    await user.click(screen.getByRole('button', { name: 'Add Codes' }));
    const form = screen.getByRole('region', { name: 'Add codes' });
    const input = within(form).getByLabelText('Codes file');
    await user.upload(input, new File(['GOOD-CODE-1\nno good\n'], 'codes.txt'));
    await user.click(within(form).getByRole('button', { name: 'Add codes' }));
    const lineError = PROMO_CODE_MESSAGES.badCode(2, 'no good');
    expect(await within(form).findByText(lineError)).toBeTruthy();

    await user.upload(input, new File(['GOOD-CODE-1\nGOOD-CODE-2\n'], 'fixed.txt'));
    expect(await within(form).findByText('2 codes in fixed.txt.')).toBeTruthy();
    expect(within(form).queryByText(lineError)).toBeNull();
  });

  it('uploads a file with progress into a new item, and shows the rollback when the ingest fails', async () => {
    const store = stubAssetStore();
    const rolledBack = PROMO_CODE_MESSAGES.rolledBack('409 - Codes already ingested: SECRET-0002');
    const { user } = renderApp({
      path: '/drops/promo-codes',
      mocks: [
        itemsMock,
        poolMock(),
        uploadMock,
        ingestMock(
          {
            sponsor: 'secretlab',
            newInventoryItem: { internalTitle: 'Secretlab desk code', sport: 'lol' },
            source: 'upload',
            key: 'promo-codes/secretlab/u1.txt',
          },
          { ok: null, error: mutationError(rolledBack, 'UPSTREAM_ERROR') },
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Codes' }));
    const form = screen.getByRole('region', { name: 'Add codes' });
    await user.type(within(form).getByRole('textbox', { name: 'Sponsor' }), 'secretlab');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Inventory item' }), [
      '__new__',
    ]);
    await user.type(
      within(form).getByRole('textbox', { name: 'Internal title of the new item' }),
      'Secretlab desk code',
    );
    const file = new File(['SECRET-0001\nSECRET-0002\n'], 'codes.txt', { type: 'text/plain' });
    await user.upload(within(form).getByLabelText('Codes file'), file);
    expect(await within(form).findByText('2 codes in codes.txt.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add codes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add promo codes?' });
    expect(dialog.textContent).toContain(
      'The 2 codes of codes.txt join the secretlab pool for a new inventory item “Secretlab desk code”.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add codes' }));

    const put = await store.request();
    put.progress(0.5);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading codes.txt' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    put.finish(200);
    expect(store.sent).toEqual([
      {
        method: 'PUT',
        url: 'http://assets.test/files/promo-codes/secretlab/u1.txt?signature=abc',
        body: file,
      },
    ]);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('The codes were not added');
    expect(alert.textContent).toContain('The inventory item created for them was deleted.');
  });

  it('offers a read-only viewer the pools but no Add Codes', async () => {
    renderApp({
      path: POOL_PATH,
      viewer: viewerFixture({ resources: ['drop'], writableResources: [] }),
      mocks: [itemsMock, poolMock(), codesMock('unclaimed', ['ABCD2345'])],
    });
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Codes' })).toBeNull();
    expect(screen.getByText('Read-only access')).toBeTruthy();
  });
  it("shows a pool's counts per disposition and warns in words when it runs low", async () => {
    renderApp({
      path: POOL_PATH,
      mocks: [
        itemsMock,
        poolMock(
          { unclaimed: 1, reserved: 2, claimed: 30, expired: 4 },
          { sponsor: 'redbull', dropInventoryId: PROMO_ITEM },
        ),
        codesMock('unclaimed', ['ABCD2345']),
      ],
    });
    const counts = await screen.findByLabelText('Codes per disposition');
    expect(counts.textContent).toBe('Unclaimed1Reserved2Claimed30Expired4Total37');
    expect(await screen.findByText(PROMO_CODE_MESSAGES.lowStock(1))).toBeTruthy();
    expect(screen.getByText(/Low stock: 1 unclaimed code left, fewer than 100/)).toBeTruthy();
  });

  it('does not warn about a pool with enough unclaimed codes', async () => {
    renderApp({
      path: POOL_PATH,
      mocks: [itemsMock, poolMock({ unclaimed: PROMO_POOL_LOW_STOCK }), codesMock('unclaimed', [])],
    });
    await screen.findByLabelText('Codes per disposition');
    expect(screen.queryByText(/Low stock/)).toBeNull();
  });

  it('exports every disposition of the pool as one CSV named after the pool', async () => {
    const files = captureDownloads();
    const { user, operations } = renderApp({
      path: POOL_PATH,
      mocks: [
        itemsMock,
        poolMock({ unclaimed: 2, claimed: 1 }),
        codesMock('unclaimed', ['ABCD2345', '=HYPERLINK']),
        codesMock('unclaimed', ['ABCD2345', '=HYPERLINK']),
        codesMock('reserved', []),
        codesMock('claimed', ['JKMN2345']),
        codesMock('expired', []),
      ],
    });
    await screen.findByText('ABCD2345');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`promo-codes-redbull-${PROMO_ITEM}.csv`);
    expect((await files[0]!.text).split('\r\n')).toEqual([
      'Code,Disposition,Sponsor,Inventory item,Ingested,Claimed',
      `ABCD2345,unclaimed,redbull,${PROMO_ITEM},2026-10-01T10:00:00.000Z,`,
      `"'=HYPERLINK",unclaimed,redbull,${PROMO_ITEM},2026-10-02T10:00:00.000Z,`,
      `JKMN2345,claimed,redbull,${PROMO_ITEM},2026-10-01T10:00:00.000Z,2026-10-20T12:00:00.000Z`,
    ]);
    expect(operations.filter((op) => op.operationName === 'PromoCodeTable')).toHaveLength(5);
    expect(screen.queryByText(/the export has the first/)).toBeNull();
  });

  it('says when a pool holds more codes than one export writes', async () => {
    renderApp({
      path: POOL_PATH,
      mocks: [
        itemsMock,
        poolMock({ unclaimed: PROMO_POOL_EXPORT_LIMIT, claimed: 5 }),
        codesMock('unclaimed', []),
      ],
    });
    expect(
      await screen.findByText(PROMO_CODE_MESSAGES.exportCapped(PROMO_POOL_EXPORT_LIMIT + 5)),
    ).toBeTruthy();
  });
});
