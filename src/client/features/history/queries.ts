import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { MoneyList } from '../../components/money/refresh';
import type { DepositDto } from '../../../shared/schemas/deposits';
import type { WithdrawalDto } from '../../../shared/schemas/withdrawals';
import type { InvestmentDto } from '../../../shared/schemas/investments';
import type { OtherTransactionDto } from '../../../shared/schemas/transactions';

/** A page of a list, newest first; `nextCursor` asks for the next (older) page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const PAGE_SIZE = 20;

const pagedList = <T>(list: MoneyList, path: string) =>
  infiniteQueryOptions({
    queryKey: [list],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return api<Page<T>>(`${path}?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const depositsQuery = pagedList<DepositDto>('deposits', '/deposits');
export const withdrawalsQuery = pagedList<WithdrawalDto>('withdrawals', '/withdrawals');
export const investmentsQuery = pagedList<InvestmentDto>('investments', '/investments');
export const otherTransactionsQuery = pagedList<OtherTransactionDto>('others', '/transactions/others');
