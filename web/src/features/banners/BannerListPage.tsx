import { Alert, Button } from '@chakra-ui/react';
import {
  BANNER_MESSAGES,
  BANNER_STATUS_LABELS,
  type BannerConfigurationStatus,
} from '@esports-admin/schema/rules/banners';
import { Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BannerListPage_RowFragment } from '../../__generated__/graphql';
import { useBannerListPageQuery } from '../../__generated__/hooks';
import { PlusIcon } from '../../components/icons';
import { ListPageFrame } from '../../components/ListPageFrame';
import { dateColumn, nameColumn, textColumn } from '../../components/listColumns';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { ReadOnlyReason } from '../../components/ReadOnly';
import { actionsColumn, RowActions } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../components/tabbedListPage';
import { lazyPage, useDialogOnDemand } from '../../shell/lazyPage';
import { bannerLeagueName } from './bannerLeagueName';
import { bannerEditorPath, bannersListPath } from './bannersPaths';
import { useBannerAccess } from './useBannerAccess';

const NewConfigurationDialog = lazyPage(() => import('./NewConfigurationDialog'));
const AddLeagueDialog = lazyPage(() => import('./AddLeagueDialog'));

type BannerRow = BannerListPage_RowFragment;

const READ_ONLY_EXPLANATION = 'You can view banner configurations but not create or change them.';

/** /banners/list/:status (spec 2 §2): a tab per status; any other status goes to the first. */
export default tabbedListOf(bannersListPath, BANNER_STATUS_LABELS, BannerList, 'status');

function BannerList({ filter: status, search, tabs }: TabbedListProps<BannerConfigurationStatus>) {
  const navigate = useNavigate();
  const query = useBannerListPageQuery({ variables: { status }, ...LIST_QUERY_OPTIONS });
  const loaded = query.data ?? query.previousData;
  const access = useBannerAccess(loaded?.bannerAccess);
  const newConfiguration = useDialogOnDemand(NewConfigurationDialog);
  const addLeague = useDialogOnDemand(AddLeagueDialog);
  const refresh = () => void query.refetch().catch(() => undefined);

  const term = search?.toLowerCase();
  const rows = (loaded?.bannerConfigurations ?? []).filter(
    (row) => !term || bannerLeagueName(row.league).toLowerCase().includes(term),
  );
  const open = (row: BannerRow) => void navigate(bannerEditorPath(row.league.id, row.patch));

  const columns: TableColumn<BannerRow>[] = [
    nameColumn({
      key: 'league',
      header: 'League',
      name: (row) => bannerLeagueName(row.league),
      detail: (row) => row.league.slug,
    }),
    textColumn({
      key: 'patch',
      header: 'Patch',
      value: (row) => row.patch,
      text: { fontFamily: 'mono' },
      width: '110px',
    }),
    textColumn({
      key: 'version',
      header: 'Version',
      tooltip: "The configuration's version: one more for each configuration made for the patch",
      value: (row) => row.configuration?.configVersion ?? 0,
      align: 'end',
      width: '110px',
    }),
    dateColumn({
      key: 'updated',
      header: 'Updated',
      tooltip: 'When the configuration last changed (UTC)',
      value: (row) => row.configuration?.updatedAt ?? null,
      width: '150px',
    }),
    actionsColumn('120px', (row) => (
      <RowActions writable={access.writable} onOpen={() => open(row)} />
    )),
  ];

  // A reader by role sees why on each button; a user the banners service refuses, once above.
  const headerAction = (button: ReactNode) =>
    access.readOnlyRole && !access.disallowed ? <ReadOnlyReason>{button}</ReadOnlyReason> : button;

  return (
    <ListPageFrame
      title="Banners"
      description="Banner configurations by league and patch: open one to place banners on the map."
      actions={
        <>
          {headerAction(
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={!access.writable}
              {...(access.writable ? addLeague.triggerProps : {})}
            >
              Add league
            </Button>,
          )}
          {headerAction(
            <Button
              colorPalette="teal"
              disabled={!access.writable}
              {...(access.writable ? newConfiguration.triggerProps : {})}
            >
              <PlusIcon />
              New configuration
            </Button>,
          )}
        </>
      }
      readOnly={access.readOnlyRole && !access.disallowed && READ_ONLY_EXPLANATION}
      tabs={{ ...tabs, searchLabel: 'Search leagues' }}
      toolbar={
        access.disallowed && (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{BANNER_MESSAGES.noAccess}</Alert.Title>
          </Alert.Root>
        )
      }
      what="banner configurations"
      query={query}
      table={{
        columns,
        rows,
        onRowClick: open,
        initialSort: { column: 'league', direction: 'ascending' },
      }}
    >
      {loaded && newConfiguration.isOpen && (
        <Suspense fallback={null}>
          <NewConfigurationDialog
            leagues={loaded.bannerLeagues ?? []}
            patches={loaded.bannerPatches}
            onClose={newConfiguration.close}
          />
        </Suspense>
      )}
      {loaded && addLeague.isOpen && (
        <Suspense fallback={null}>
          <AddLeagueDialog
            enrolled={(loaded.bannerLeagues ?? []).map((league) => league.eldsId)}
            onClose={addLeague.close}
            onAdded={refresh}
          />
        </Suspense>
      )}
    </ListPageFrame>
  );
}
