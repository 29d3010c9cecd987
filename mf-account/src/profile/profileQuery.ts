import { fetchProfile } from '../api/profile';

export const profileKey = (userId: string) => ['account', 'profile', userId] as const;
export const profileQuery = (userId: string) => ({ queryKey: profileKey(userId), queryFn: () => fetchProfile(userId) });
