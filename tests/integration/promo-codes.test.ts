import { PROMO_CODE_MESSAGES } from '@esports-admin/schema/rules/promo-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  PromoCodeSampleDocument,
  PromoCodesPageCreateUploadDocument,
  PromoCodesPageDocument,
  PromoCodesPageIngestDocument,
  PromoCodePoolSummaryDocument,
  PromoCodeTableDocument,
  TriggerFulfillmentPanelDocument,
  type PromoCodeIngestInput,
} from '../../web/src/__generated__/graphql';
import { CallerNameDocument } from '../__generated__/graphql';

const rewards = { as: SANDBOX_USERS.rewards };

describe('promo codes as a script uses them', () => {
  let stack: Stack;
  /** The sports' promo code inventory items, seeded by the drops fixtures; the pools use them. */
  let lolPromoItem: string;
  let valPromoItem: string;
  const pool = (dropInventoryId: string, sponsor = 'redbull') =>
    stack.data(
      PromoCodeTableDocument,
      { sponsor, dropInventoryId, disposition: 'unclaimed' },
      rewards,
    );
  const ingest = async (input: PromoCodeIngestInput) =>
    (await stack.data(PromoCodesPageIngestDocument, { input }, rewards)).ingestPromoCodes;

  /** Calls to the services an upload or an ingest reaches (role lookups left out). */
  const promoPathCalls = async () => {
    const { byService } = await stack.upstream.requests();
    return (byService.assets ?? 0) + (byService.drops ?? 0) + (byService.promoCodes ?? 0);
  };

  /** Upload through the asset service as the browser does: a presigned PUT of the file. */
  async function uploadCodesFile(text: string, sponsor = 'redbull'): Promise<string> {
    const { createPromoCodesUpload } = await stack.data(
      PromoCodesPageCreateUploadDocument,
      { input: { sponsor, fileName: 'codes.txt', size: Buffer.byteLength(text) } },
      rewards,
    );
    const upload = createPromoCodesUpload.ok!;
    const put = await fetch(upload.uploadUrl, {
      method: upload.method,
      headers: { 'content-type': upload.contentType },
      body: text,
    });
    expect(put.status).toBe(200);
    return upload.key;
  }

  beforeAll(async () => {
    stack = await startStack();
    const promoItemOf = async (sport: 'lol' | 'val') =>
      (await stack.data(PromoCodesPageDocument, { sport }, rewards)).inventoryItems.find(
        (item) => item.dropType === 'promo_code',
      )!.id;
    lolPromoItem = await promoItemOf('lol');
    valPromoItem = await promoItemOf('val');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists a seeded pool by disposition with one promo code service call', async () => {
    await stack.gql(CallerNameDocument, {}, rewards);
    await stack.upstream.resetRequests();
    for (const disposition of ['unclaimed', 'reserved', 'claimed', 'expired'] as const) {
      const codes = (
        await stack.data(
          PromoCodeTableDocument,
          { sponsor: 'kia', dropInventoryId: valPromoItem, disposition },
          rewards,
        )
      ).promoCodes;
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.every((code) => code.disposition === disposition)).toBe(true);
      expect(codes.every((code) => (code.claimedAt !== null) === (disposition === 'claimed'))).toBe(
        true,
      );
    }
    const log = await stack.upstream.requests();
    expect(log.byService).toEqual({ promoCodes: 4 });
  });

  it('counts a pool per disposition with four service calls, and flags it under 100 unclaimed', async () => {
    const summary = async (sponsor: string) =>
      (
        await stack.data(
          PromoCodePoolSummaryDocument,
          { sponsor, dropInventoryId: valPromoItem },
          rewards,
        )
      ).promoCodePool;
    await stack.gql(CallerNameDocument, {}, rewards);
    await stack.upstream.resetRequests();
    const kia = await summary('kia');
    expect((await stack.upstream.requests()).byService).toEqual({ promoCodes: 4 });
    const listed = async (disposition: 'unclaimed' | 'reserved' | 'claimed' | 'expired') =>
      (
        await stack.data(
          PromoCodeTableDocument,
          { sponsor: 'kia', dropInventoryId: valPromoItem, disposition },
          rewards,
        )
      ).promoCodes.length;
    expect(kia).toEqual({
      sponsor: 'kia',
      dropInventoryId: valPromoItem,
      unclaimed: await listed('unclaimed'),
      reserved: await listed('reserved'),
      claimed: await listed('claimed'),
      expired: await listed('expired'),
      total: 20,
      lowStock: true,
    });

    const generated = await ingest({
      sponsor: 'stockcheck',
      dropInventoryId: valPromoItem,
      source: 'generate',
      quantity: 99,
    });
    expect(generated.ok?.ingested).toBe(99);
    expect(await summary('stockcheck')).toMatchObject({ unclaimed: 99, total: 99, lowStock: true });
    await ingest({
      sponsor: 'stockcheck',
      dropInventoryId: valPromoItem,
      source: 'generate',
      quantity: 1,
    });
    expect(await summary('stockcheck')).toMatchObject({ unclaimed: 100, lowStock: false });
  });

  it('generates N codes of length 8 into a pool', async () => {
    const before = (await pool(lolPromoItem)).promoCodes.length;
    const result = await ingest({
      sponsor: 'redbull',
      dropInventoryId: lolPromoItem,
      source: 'generate',
      quantity: 25,
    });
    expect(result.ok).toMatchObject({ ingested: 25, message: PROMO_CODE_MESSAGES.ingested(25) });
    const after = (await pool(lolPromoItem)).promoCodes;
    expect(after).toHaveLength(before + 25);
    expect(after.every((code) => /^[A-Z2-9]{8}$/.test(code.code))).toBe(true);
    const sample = await stack.data(PromoCodeSampleDocument, {}, rewards);
    expect(sample.samplePromoCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('ingests an uploaded codes file, and answers the line a bad file breaks on', async () => {
    const key = await uploadCodesFile('SPONSOR-0001\nSPONSOR-0002\n\nSPONSOR-0003\n', 'cisco');
    // A sponsor's first pool on the lol promo item: only the file's codes are in it.
    const result = await ingest({ sponsor: 'cisco', dropInventoryId: lolPromoItem, key });
    expect(result.ok).toMatchObject({ ingested: 3, createdInventoryItem: false });
    expect((await pool(lolPromoItem, 'cisco')).promoCodes.map((code) => code.code)).toEqual([
      'SPONSOR-0001',
      'SPONSOR-0002',
      'SPONSOR-0003',
    ]);

    const bad = await uploadCodesFile('GOOD-CODE-1\nno good\n', 'cisco');
    const refused = await ingest({
      sponsor: 'cisco',
      dropInventoryId: lolPromoItem,
      key: bad,
    });
    expect(refused.error?.code).toBe('BAD_USER_INPUT');
    expect(refused.error?.message).toContain(PROMO_CODE_MESSAGES.badCode(2, 'no good'));
    expect((await pool(lolPromoItem, 'cisco')).promoCodes).toHaveLength(3);
  });

  it('refuses bad input with the shared messages before calling the service', async () => {
    await stack.upstream.resetRequests();
    const result = await ingest({
      sponsor: 'redbull',
      dropInventoryId: lolPromoItem,
      source: 'generate',
      quantity: 0,
      length: 4,
    });
    expect(result.error?.inputErrors).toEqual([
      { field: 'quantity', message: PROMO_CODE_MESSAGES.quantity },
      { field: 'length', message: PROMO_CODE_MESSAGES.length },
    ]);
    const noFile = await ingest({ sponsor: 'redbull', dropInventoryId: lolPromoItem });
    expect(noFile.error?.inputErrors).toEqual([
      { field: 'key', message: PROMO_CODE_MESSAGES.fileRequired },
    ]);
    expect((await stack.upstream.requests()).byService.promoCodes ?? 0).toBe(0);
  });

  it('refuses text that is not well-formed UTF-16 as bad input, with data, before any call', async () => {
    await stack.upstream.resetRequests();
    const loneSurrogate = '\uD800';
    const ingestAnswer = await stack.gql(
      PromoCodesPageIngestDocument,
      {
        input: {
          sponsor: 'redbull',
          dropInventoryId: lolPromoItem,
          key: `promo-codes/redbull/${loneSurrogate}.txt`,
        },
      },
      rewards,
    );
    // The answer a form or a script can read: the mutation's outcome, not `data: null`.
    const expectRefusedAsBadInput = (
      answer: { errors?: unknown },
      outcome: { ok: unknown; error?: { code: string; message: string } | null } | undefined,
    ) => {
      expect(answer.errors).toBeUndefined();
      expect(outcome?.ok).toBeNull();
      expect(outcome?.error?.code).toBe('BAD_USER_INPUT');
      expect(outcome?.error?.message).toMatch(/not well-formed text/);
    };
    expectRefusedAsBadInput(ingestAnswer, ingestAnswer.data?.ingestPromoCodes);

    const uploadAnswer = await stack.gql(
      PromoCodesPageCreateUploadDocument,
      { input: { sponsor: 'redbull', fileName: `codes${loneSurrogate}.txt`, size: 10 } },
      rewards,
    );
    expectRefusedAsBadInput(uploadAnswer, uploadAnswer.data?.createPromoCodesUpload);
    expect(await promoPathCalls()).toBe(0);
  });

  it('binds a codes file upload address to the declared size', async () => {
    const { createPromoCodesUpload } = await stack.data(
      PromoCodesPageCreateUploadDocument,
      { input: { sponsor: 'redbull', fileName: 'codes.txt', size: 2048 } },
      rewards,
    );
    const upload = createPromoCodesUpload.ok!;
    const putBody = (body: string) =>
      fetch(upload.uploadUrl, {
        method: upload.method,
        headers: { 'content-type': upload.contentType },
        body,
      });
    expect((await putBody('CODE-0001\n'.repeat(500_000))).status).toBe(403);
    expect((await putBody('CODE-0001\n'.repeat(204) + 'CODE-01\n')).status).toBe(200);
  });

  it("refuses to ingest one sponsor's codes file into another sponsor's pool", async () => {
    const redbullFile = await uploadCodesFile('REDBULL-0001\nREDBULL-0002\n', 'redbull');
    await stack.upstream.resetRequests();
    for (const target of [
      { dropInventoryId: lolPromoItem },
      { newInventoryItem: { internalTitle: 'Stolen pool', sport: 'lol' as const } },
    ]) {
      const refused = await ingest({ sponsor: 'monster', key: redbullFile, ...target });
      expect(refused.ok).toBeNull();
      expect(refused.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        inputErrors: [
          { field: 'key', message: PROMO_CODE_MESSAGES.fileOfAnotherSponsor('redbull', 'monster') },
        ],
      });
    }
    const handMade = await ingest({
      sponsor: 'monster',
      dropInventoryId: lolPromoItem,
      key: 'promo-codes/monster/../redbull/codes.txt',
    });
    expect(handMade.error?.inputErrors).toEqual([
      { field: 'key', message: PROMO_CODE_MESSAGES.notACodesFileKey },
    ]);
    expect(await promoPathCalls()).toBe(0);
    expect((await pool(lolPromoItem, 'monster')).promoCodes).toEqual([]);

    const own = await ingest({
      sponsor: 'redbull',
      dropInventoryId: valPromoItem,
      key: redbullFile,
    });
    expect(own.ok).toMatchObject({ ingested: 2 });
  });

  it('lets the viewer read pools but not ingest, and the competition operator do neither', async () => {
    const listKia = (as: string) =>
      stack.gql(
        PromoCodeTableDocument,
        { sponsor: 'kia', dropInventoryId: valPromoItem, disposition: 'claimed' },
        { as },
      );
    const generateOne = (as: string) =>
      stack.gql(
        PromoCodesPageIngestDocument,
        {
          input: {
            sponsor: 'kia',
            dropInventoryId: valPromoItem,
            source: 'generate',
            quantity: 1,
          },
        },
        { as },
      );
    expect((await listKia(SANDBOX_USERS.viewer)).data?.promoCodes?.length).toBeGreaterThan(0);
    expect((await generateOne(SANDBOX_USERS.viewer)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await listKia(SANDBOX_USERS.competition)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await generateOne(SANDBOX_USERS.competition)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('answers every fulfillment status, zero counts included, for a trigger id it does not know', async () => {
    const { triggerFulfillments } = await stack.data(
      TriggerFulfillmentPanelDocument,
      { triggerIds: ['no-such-trigger'] },
      rewards,
    );
    expect(triggerFulfillments).toHaveLength(1);
    expect(triggerFulfillments[0]!.counts).toHaveLength(22);
    expect(triggerFulfillments[0]!.viewers).toEqual([]);
    const failed = triggerFulfillments[0]!.counts.filter((count) => count.failed);
    expect(failed.map((count) => count.status)).toContain('SHARD_NOT_FOUND');
  });

  it('creates the inventory item for a new pool, and deletes it again when the ingest fails', async () => {
    const good = await uploadCodesFile('NEWPOOL-0001\nNEWPOOL-0002\n', 'secretlab');
    const created = await ingest({
      sponsor: 'secretlab',
      key: good,
      newInventoryItem: { internalTitle: 'Secretlab chair code', sport: 'lol' },
    });
    expect(created.ok).toMatchObject({ createdInventoryItem: true, ingested: 2 });

    const bad = await uploadCodesFile('NEWPOOL-0003\nnot a code\n', 'secretlab');
    await stack.upstream.resetRequests();
    const failed = await ingest({
      sponsor: 'secretlab',
      key: bad,
      newInventoryItem: { internalTitle: 'Secretlab desk code', sport: 'lol' },
    });
    expect(failed.ok).toBeNull();
    expect(failed.error?.code).toBe('BAD_USER_INPUT');
    expect(failed.error?.message).toMatch(/^Ingesting the codes failed \(400 - /);
    expect(failed.error?.message).toContain('The inventory item created for them was deleted.');
    expect(failed.error?.applied).toEqual([]);
    const log = (await stack.upstream.requests()).requests;
    const createdItem = log.find(
      (request) => request.method === 'PUT' && request.path.endsWith('/dropInventoryItem'),
    );
    expect(createdItem).toBeDefined();
    const deletes = log.filter(
      (request) => request.method === 'PUT' && /\/dropInventoryItem\/[^/]+$/.test(request.path),
    );
    expect(deletes).toHaveLength(1);
    expect(log.map((request) => request.service)).toEqual(['drops', 'promoCodes', 'drops']);
  });
});
