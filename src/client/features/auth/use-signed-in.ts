import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setCsrfToken } from '../../api';
import { paths } from '../../../shared/paths';
import type { SessionDto } from '../../../shared/schemas/user';

/** After sign-in or registration: remember the new session and open the dashboard. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (session: SessionDto) => {
    setCsrfToken(session.csrfToken);
    queryClient.setQueryData(['session'], session);
    navigate(paths.dashboard, { replace: true });
  };
}
