import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache, shared by the React tree and the data prefetched before it renders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // Screens often read a query's status in one component and its data in another. React Query's
      // default re-renders only for properties read so far, so a list arriving between those two
      // renders left the Transactions tabs on "Loading..." for good (8 of 16 runs before this).
      notifyOnChangeProps: 'all',
    },
  },
});
