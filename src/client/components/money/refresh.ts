import type { QueryClient } from '@tanstack/react-query';

/** Lists that show money movements; their query keys start with these names. */
export type MoneyList = 'deposits' | 'withdrawals' | 'investments' | 'others';

/**
 * After money moves, the balance in the header (session, me) and every list that shows the movement
 * are out of date; refetch them so the investor sees the server's figures, never a guessed one.
 */
export function refreshAfterMoneyMove(queryClient: QueryClient, lists: MoneyList[]): Promise<unknown> {
  const keys = [['session'], ['me'], ...lists.map((list) => [list])];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
