import { cleanText, nameMarkupProblem, shopLimits, type SessionState, type ShopUser } from '@giftshop/shared/domain';

/** The parts of an auth session the shop reads (a structural subset of the library's Session). */
export interface SessionLike {
  user: { id: string; email?: string | null; user_metadata?: Record<string, unknown> | null } | null;
}

export const LOADING_SESSION: SessionState = { status: 'loading', user: null };
export const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };
/** Signed out because the session ended without a Sign Out here (`SessionState.ended`). */
export const SESSION_ENDED: SessionState = { status: 'signed-out', user: null, ended: true };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A name as the profile keeps it (cleanText: no direction overrides or invisible characters). */
const nameText = (value: unknown): string => (typeof value === 'string' ? cleanText(value) : '');

/** Whether a name could be a profile's display name: at most shopLimits.profileName characters, without markup. */
const fitsAsDisplayName = (name: string) =>
  [...name].length <= shopLimits.profileName && !nameMarkupProblem(name, 'display name');

/**
 * The name the shop greets a user by (the header's account menu): display name, else first name, else the e-mail's
 * local part, the first of them that the profile could hold as its display name (its limit, and the database's
 * markup rule, private.name_markup_problem, as shared's nameMarkupProblem says it). The names come from the
 * account's metadata, which the shopper can write through the auth API around the profile form and the database's
 * rules (a `<b>`, a right-to-left override or 5,000 characters): what is shown obeys those rules all the same,
 * cleaned as the profile keeps its names (20250609043000_profile_names_cleaned.sql). At most 80 characters shown.
 */
export function displayNameOf(user: NonNullable<SessionLike['user']>): string {
  const meta = user.user_metadata ?? {};
  const email = text(user.email);
  const name = [nameText(meta.display_name), nameText(meta.first_name), cleanText(email.split('@')[0] ?? '')].find(
    (candidate) => candidate && fitsAsDisplayName(candidate),
  );
  return [...(name ?? 'Account')].slice(0, 80).join('');
}

/**
 * The profile's full name, "first last" (the profile form keeps the account's names in step with the profile
 * row), for checkout to start an empty shipping name with; undefined when there is none, or when it is longer
 * than the session carries (a name set around the profile form): a name cut short is not the shopper's name.
 */
export function fullNameOf(user: NonNullable<SessionLike['user']>): string | undefined {
  const meta = user.user_metadata ?? {};
  const name = (value: unknown) => (typeof value === 'string' ? cleanText(value) : '');
  const full = [name(meta.first_name), name(meta.last_name)].filter(Boolean).join(' ');
  return full && full.length <= shopLimits.profileFullName ? full : undefined;
}

/** Signed in means a session (with a user) exists. */
export function toSessionState(session: SessionLike | null | undefined): SessionState {
  const user = session?.user;
  if (!user || !user.id) return SIGNED_OUT;
  const shopUser: ShopUser = { id: user.id, email: text(user.email), displayName: displayNameOf(user) };
  const fullName = fullNameOf(user);
  if (fullName) shopUser.fullName = fullName;
  return { status: 'signed-in', user: shopUser };
}

export function sameSessionState(a: SessionState | undefined, b: SessionState): boolean {
  if (!a || a.status !== b.status || Boolean(a.ended) !== Boolean(b.ended)) return false;
  if (!a.user || !b.user) return a.user === b.user;
  return (
    a.user.id === b.user.id &&
    a.user.email === b.user.email &&
    a.user.displayName === b.user.displayName &&
    a.user.fullName === b.user.fullName
  );
}
