import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, setCsrfToken } from './api';
import type { SessionDto } from '../shared/schemas/user';

/** The signed-in session, or null when the server says there is none (401). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionDto | null> => {
    try {
      const session = await api<SessionDto>('/auth/session');
      setCsrfToken(session.csrfToken);
      return session;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setCsrfToken(null);
        return null;
      }
      throw error;
    }
  },
  staleTime: 5_000,
});

export const useSession = () => useQuery(sessionQuery);
