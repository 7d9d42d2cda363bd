import { type InfiniteQueryObserverResult, QueryClient } from '@tanstack/react-query';

// Screens often read a query's status in one component and its data in another. React Query's
// default re-renders only for properties read so far, so a list arriving between those two renders
// left the Transactions tabs on "Loading..." for good (8 of 16 runs before this): every property
// counts. All but `isStale`, which no screen shows: its turning true once the stale time is over
// re-drew each screen and the shell, each in one long piece of work, seconds after a phone opened it.
// Listed as an object so that a property React Query adds one day must be named here too.
const SHOWN_RESULT: Record<Exclude<keyof InfiniteQueryObserverResult, 'isStale'>, true> = {
  data: true,
  dataUpdatedAt: true,
  error: true,
  errorUpdateCount: true,
  errorUpdatedAt: true,
  failureCount: true,
  failureReason: true,
  fetchNextPage: true,
  fetchPreviousPage: true,
  fetchStatus: true,
  hasNextPage: true,
  hasPreviousPage: true,
  isEnabled: true,
  isError: true,
  isFetchNextPageError: true,
  isFetchPreviousPageError: true,
  isFetched: true,
  isFetchedAfterMount: true,
  isFetching: true,
  isFetchingNextPage: true,
  isFetchingPreviousPage: true,
  isInitialLoading: true,
  isLoading: true,
  isLoadingError: true,
  isPaused: true,
  isPending: true,
  isPlaceholderData: true,
  isRefetchError: true,
  isRefetching: true,
  isSuccess: true,
  refetch: true,
  status: true,
};

/** The app's one query cache, shared by the React tree and the data prefetched before it renders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      notifyOnChangeProps: Object.keys(SHOWN_RESULT) as Array<keyof typeof SHOWN_RESULT>,
    },
  },
});
