import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { UserDto } from '../../../shared/schemas/user';
import type { ActiveSessionDto, CryptoAddressesRequest, ProfileUpdateRequest, UserUpdateResponse } from '../../../shared/schemas/account';
import type { PasswordChangeRequest } from '../../../shared/schemas/auth';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api<UserDto>('/me'),
});

export const activeSessionsQuery = queryOptions({
  queryKey: ['me', 'sessions'],
  queryFn: async () => (await api<{ items: ActiveSessionDto[] }>('/me/sessions')).items,
});

export const updateProfile = (body: ProfileUpdateRequest) => api<UserUpdateResponse>('/me', { method: 'PATCH', body });

export const updateCryptoAddresses = (body: CryptoAddressesRequest) => api<UserUpdateResponse>('/me/crypto-addresses', { method: 'PUT', body });

export const updateEmailPreferences = (body: UserDto['emailPreferences']) => api<UserUpdateResponse>('/me/email-preferences', { method: 'PUT', body });

export const changePassword = (body: PasswordChangeRequest) => api<{ message: string }>('/auth/password', { method: 'POST', body });

export const endSession = (id: string) => api<{ message: string }>(`/me/sessions/${id}`, { method: 'DELETE' });
