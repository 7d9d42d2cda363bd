import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdateResponse } from '../../../shared/schemas/account';
import { sessionQuery } from '../../session';
import { meQuery } from './queries';
import { errorReason } from '../../components/StatusMessage';

/**
 * One settings tab's save: sends the form, keeps the cached user in step with the answer, and
 * words the outcome with the tab's own failure message from the catalogue (src/shared/messages.ts).
 */
export function useUserUpdate<Body>(send: (body: Body) => Promise<UserUpdateResponse>, failed: (reason: string) => string) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setMessage(null),
    onSuccess: async (response) => {
      queryClient.setQueryData(meQuery.queryKey, response.user);
      setMessage(response.message);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onError: (error) => setMessage(failed(errorReason(error))),
  });
  return { save: mutation.mutate, saving: mutation.isPending, message };
}
