import { useAccountHistoryPageQuery } from '../../__generated__/hooks';
import { ListPageFrame } from '../../components/ListPageFrame';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_HISTORY_PATH } from './accountPaths';
import { AccountHistoryTable } from './AccountHistoryTable';
import { AccountsNav } from './AccountsNav';

/** /accounts/history: the latest bulk creations and removal requests (GET accounts/operations). */
export default function AccountHistoryPage() {
  const writable = useViewer().mayWrite('account');
  const query = useAccountHistoryPageQuery({ fetchPolicy: 'cache-and-network' });
  const operations = query.data?.accountOperations ?? [];
  return (
    <ListPageFrame
      title="Account History"
      description="The latest bulk creations and removal requests: who asked, when, and for how many accounts."
      toolbar={<AccountsNav current={ACCOUNT_HISTORY_PATH} writable={writable} />}
      what="account history"
      query={{ ...query, hasRows: operations.length > 0 }}
    >
      <AccountHistoryTable
        label="Account operations"
        operations={operations}
        loading={query.loading}
      />
    </ListPageFrame>
  );
}
