import { fetchProfile } from '../api/profile';

export const profileKey = (userId: string) => ['account', userId, 'profile'] as const;
export const profileQuery = (userId: string) => ({ queryKey: profileKey(userId), queryFn: () => fetchProfile(userId) });
