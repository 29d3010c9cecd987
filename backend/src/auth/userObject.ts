/** A row of auth.users as `row_to_json` gives it. */
export interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

const iso = (t: string | null | undefined) => (t ? new Date(t).toISOString() : null);

export function appMetadata(row: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(row.raw_app_meta_data ?? {}) };
}

export function userMetadata(row: UserRow): Record<string, unknown> {
  return {
    ...(row.raw_user_meta_data ?? {}),
    email: row.email,
    email_verified: !!row.email_confirmed_at,
    phone_verified: false,
    sub: row.id,
  };
}

/** The user object hosted GoTrue returns. */
export function userObject(row: UserRow): Record<string, unknown> {
  const identityData = {
    email: row.email,
    email_verified: !!row.email_confirmed_at,
    phone_verified: false,
    sub: row.id,
  };
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(row.confirmation_sent_at) ?? undefined,
    // a pending e-mail change, as GoTrue shows it (the address in `email` stays until the link is followed)
    new_email: row.email_change ?? undefined,
    email_change_sent_at: row.email_change ? (iso(row.email_change_sent_at) ?? undefined) : undefined,
    confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: appMetadata(row),
    user_metadata: userMetadata(row),
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at ?? row.created_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email: row.email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: !!row.is_anonymous,
  };
}
