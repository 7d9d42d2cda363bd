import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { KycStatusResponse, KycSubmitResponse } from '../../../shared/schemas/kyc';

export const kycStatusQuery = queryOptions({
  queryKey: ['kyc'],
  queryFn: () => api<KycStatusResponse>('/kyc'),
});

export const submitKyc = (form: FormData) => api<KycSubmitResponse>('/kyc', { method: 'POST', body: form });
