import type { User } from '../db/schema';
import type { UserDto } from '../../shared/schemas/user';

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    operatorRole: user.operatorRole,
    fullname: user.fullname,
    name: user.name,
    phone: user.phone,
    dob: user.dob,
    address: user.address,
    balanceCents: user.balanceCents,
    withdrawalLimitCents: user.withdrawalLimitCents,
    withdrawalFeeBps: user.withdrawalFeeBps,
    myReferralId: user.myReferralId,
    referreduserid: user.referredUserId,
    totalProfitCents: user.totalProfitCents,
    totalDepositCents: user.totalDepositCents,
    totalReferralCommissionCents: user.totalReferralCommissionCents,
    cryptoAddresses: user.cryptoAddresses,
    emailPreferences: user.emailPreferences,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
