import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { TwoFactorStatusDto } from '../../../shared/schemas/two-factor';

export const twoFactorQuery = queryOptions({
  queryKey: ['me', 'two-factor'],
  queryFn: () => api<TwoFactorStatusDto>('/me/two-factor'),
});

export const startEnrolment = () => api<{ secret: string; otpauthUrl: string }>('/me/two-factor', { method: 'POST' });

export const confirmEnrolment = (code: string) =>
  api<{ message: string; recoveryCodes: string[] }>('/me/two-factor/confirm', { method: 'POST', body: { code } });

export const renewRecoveryCodes = () => api<{ message: string; recoveryCodes: string[] }>('/me/two-factor/recovery-codes', { method: 'POST' });

export const disableTwoFactor = () => api<{ message: string }>('/me/two-factor', { method: 'DELETE' });
