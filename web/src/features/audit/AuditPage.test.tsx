import { AUDIT_LOG_MAX_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditPageDocument, type AuditLogFilter } from '../../__generated__/graphql';
import { captureDownloads } from '../../test/downloads';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { auditCsv, type AuditExportEntry } from './auditCsv';
import { toAuditLogFilter, EMPTY_AUDIT_FILTER } from './auditFilter';

const entry = {
  __typename: 'AuditEntry' as const,
  id: 'a1',
  at: '2026-11-23T11:02:03.000Z',
  username: 'cole.competition',
  roles: ['Competition_Operator'],
  operation: 'updateSeason',
  entityType: 'Season',
  entityId: '110500000000000002',
  changes: [
    {
      __typename: 'AuditChange' as const,
      field: 'name.localizations.en_US',
      before: '"2025 Season"',
      after: '"2025 Spring"',
    },
  ],
  reason: null,
  result: 'OK' as const,
  code: null,
  message: 'Updated Season Successfully!',
  requestId: 'req-1',
};

function auditMock(
  filter: AuditLogFilter,
  entries: AuditExportEntry[],
  page: { after?: string; next?: string; totalCount?: number; first?: number } = {},
) {
  return {
    request: {
      query: AuditPageDocument,
      variables: {
        filter,
        first: page.first ?? 50,
        ...(page.after ? { after: page.after } : {}),
      },
    },
    result: {
      data: {
        auditLog: {
          __typename: 'AuditLogConnection',
          edges: entries.map((node) => ({ __typename: 'AuditLogEdge', cursor: node.id, node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: Boolean(page.next),
            endCursor: page.next ?? null,
          },
          totalCount: page.totalCount ?? entries.length,
        },
      },
    },
  };
}

describe('audit page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists journal entries with who, when, the record and each field old → new', async () => {
    renderApp({ path: '/audit', mocks: [auditMock({}, [entry])] });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('cole.competition')).closest('tr');
    expect(row?.textContent).toContain('Nov 23, 2026, 11:02:03 UTC');
    expect(row?.textContent).toContain('110500000000000002');
    expect(row?.textContent).toContain('Name (en_US): 2025 Season → 2025 Spring');
    expect(screen.getByText('Showing 1 of 1 entries')).toBeTruthy();
  });

  it('loads the next page on Load more after the last entry, keeping the first page', async () => {
    const older = { ...entry, id: 'a0', username: 'ada.admin', requestId: 'req-0' };
    const { user } = renderApp({
      path: '/audit',
      mocks: [
        auditMock({}, [entry], { next: 'a1', totalCount: 2 }),
        auditMock({}, [older], { after: 'a1', totalCount: 2 }),
      ],
    });
    expect(await screen.findByText('Showing 1 of 2 entries')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 2 of 2 entries')).toBeTruthy();
    // The table renders its rows at transition priority: on a busy machine they follow the count.
    const table = screen.getByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('cole.competition')).toBeTruthy();
    expect(await within(table).findByText('ada.admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the filters on Apply filters, the To day included whole', async () => {
    const { user, operations } = renderApp({
      path: '/audit',
      mocks: [
        auditMock({}, [entry]),
        auditMock(
          {
            entityType: 'Season',
            user: 'ada.admin',
            from: '2026-11-01T00:00:00.000Z',
            to: '2026-11-24T00:00:00.000Z',
          },
          [],
        ),
      ],
    });
    await screen.findByText('cole.competition');
    await user.type(screen.getByLabelText('Entity type'), 'Season');
    await user.type(screen.getByLabelText('User'), 'ada.admin');
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
    expect(operations.filter((op) => op.operationName === 'AuditPage')).toHaveLength(2);
  });

  it('is for administrators: a user without user management sees ACCESS DENIED', async () => {
    renderApp({
      path: '/audit',
      viewer: viewerFixture({ resources: ['season'], writableResources: ['season'] }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
  });

  it('leaves empty filters out and exports one CSV row per entry', () => {
    expect(toAuditLogFilter({ ...EMPTY_AUDIT_FILTER, entityId: ' 42 ' })).toEqual({
      entityId: '42',
    });
    const [header, ...rows] = auditCsv([entry]).split('\r\n');
    expect(header).toBe(
      'At (UTC),User,Roles,Operation,Entity type,Entity id,Result,Code,Message,Reason,Changes,Request id',
    );
    expect(rows).toEqual([
      '2026-11-23T11:02:03.000Z,cole.competition,Competition_Operator,updateSeason,Season,110500000000000002,OK,,Updated Season Successfully!,,name.localizations.en_US: 2025 Season → 2025 Spring,req-1',
    ]);
  });

  it('neutralises formulas in the reasons anybody can write, in the downloaded file', async () => {
    const files = captureDownloads();
    const refused: AuditExportEntry = {
      ...entry,
      result: 'REFUSED',
      code: 'FORBIDDEN',
      message: null,
      changes: [],
    };
    const hyperlink = { ...refused, id: 'a2', reason: '=HYPERLINK("http://x","y")' };
    const sum = { ...refused, id: 'a3', reason: '@SUM(1+1)' };
    const { user } = renderApp({
      path: '/audit',
      mocks: [
        auditMock({}, [hyperlink, sum]),
        auditMock({}, [hyperlink, sum], { first: AUDIT_LOG_MAX_PAGE_SIZE }),
      ],
    });
    expect(await screen.findByText('Showing 2 of 2 entries')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 journal entries')).toBeTruthy();
    const [, ...rows] = (await files[0]!.text).split('\r\n');
    const prefix =
      '2026-11-23T11:02:03.000Z,cole.competition,Competition_Operator,updateSeason,Season,110500000000000002,REFUSED,FORBIDDEN,';
    expect(rows).toEqual([
      `${prefix},"'=HYPERLINK(""http://x"",""y"")",,req-1`,
      `${prefix},"'@SUM(1+1)",,req-1`,
    ]);
  });
});
