/** How every list page reads its list: the cache at once, then the network, loading shown. */
export const LIST_QUERY_OPTIONS = {
  fetchPolicy: 'cache-and-network',
  notifyOnNetworkStatusChange: true,
} as const;
