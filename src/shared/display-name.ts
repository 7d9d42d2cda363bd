import type { UserDto } from './schemas/user';

/** The display name: the full name, or "User" when there is none. */
export const displayName = (user: Pick<UserDto, 'fullname' | 'name'> | null | undefined) => user?.fullname?.trim() || user?.name?.trim() || 'User';
