import { z } from 'zod';

/**
 * A way to pay a deposit: the platform's receiving wallet and the URI its QR code encodes
 * (BIP21 `bitcoin:`/`litecoin:`, EIP-681 `ethereum:`, or the plain address). The URI carries no
 * amount, because amounts are in USD and the coin amount depends on the rate at payment time.
 */
export const paymentMethodDto = z.object({
  name: z.string(),
  walletAddress: z.string(),
  paymentUri: z.string(),
  /** A payment processor takes deposits in this method: each gets its own address on confirming (walletAddress and paymentUri are empty). */
  byProcessor: z.boolean(),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;

export const paymentMethodsResponse = z.object({ paymentMethods: z.array(paymentMethodDto) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;
