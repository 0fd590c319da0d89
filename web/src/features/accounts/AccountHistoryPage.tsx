import { useAccountHistoryPageQuery } from '../../__generated__/hooks';
import { ListPageFrame } from '../../components/ListPageFrame';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_HISTORY_PATH } from './accountPaths';
import { AccountHistoryTable } from './AccountHistoryTable';
import { AccountsNav } from './AccountsNav';

/** /accounts/history: the latest bulk creations and removal requests (GET accounts/operations). */
export default function AccountHistoryPage() {
  const writable = useViewer().mayWrite('account');
  const { data, loading, error, refetch } = useAccountHistoryPageQuery({
    fetchPolicy: 'cache-and-network',
  });
  const operations = data?.accountOperations ?? [];
  return (
    <ListPageFrame
      title="Account History"
      description="The latest bulk creations and removal requests: who asked, when, and for how many accounts."
      toolbar={<AccountsNav current={ACCOUNT_HISTORY_PATH} writable={writable} />}
      what="account history"
      query={{ loading, error, hasRows: operations.length > 0 }}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <AccountHistoryTable label="Account operations" operations={operations} loading={loading} />
    </ListPageFrame>
  );
}
