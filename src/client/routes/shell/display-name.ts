import type { UserDto } from '../../../shared/schemas/user';

/** Spec section 3: the display name falls back to "User". */
export const displayName = (user: Pick<UserDto, 'fullname' | 'name'> | null | undefined) =>
  user?.fullname?.trim() || user?.name?.trim() || 'User';
