import { useEffect } from 'react';
import { useIdle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { paths } from '../../../shared/paths';

const ACTIVITY_EVENTS: (keyof DocumentEventMap)[] = ['mousemove', 'keydown', 'mousedown', 'touchstart', 'scroll'];

/** Spec section 4: sign out after the idle window (the server's own, so both agree), then go to /. */
export function useIdleLogout(idleMinutes: number) {
  const idle = useIdle(idleMinutes * 60_000, { events: ACTIVITY_EVENTS, initialState: false });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!idle) return;
    api('/auth/logout', { method: 'POST' })
      .catch(() => undefined)
      .finally(() => {
        queryClient.setQueryData(['session'], null);
        navigate(paths.root, { replace: true });
      });
  }, [idle, navigate, queryClient]);
}
