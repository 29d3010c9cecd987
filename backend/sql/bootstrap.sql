-- What a fresh hosted Supabase project already has before any migration
-- runs: the API roles (anon, authenticated, service_role, and authenticator,
-- the role PostgREST logs in as), the `auth` schema with its users (and their
-- pending e-mail change and password recovery), sessions, refresh tokens and
-- PKCE flow states, auth.uid()/auth.role()/auth.jwt(), the `extensions`
-- schema, and the grants and default privileges Supabase gives on them.
-- supabase/migrations must never need it on a hosted project.
--
-- The one home of these facts, run in two places:
-- - the embedded backend (PGlite), as its only role `postgres`, a superuser;
-- - `npm run test:hosted` (real PostgreSQL 15, backend/test/hosted/), as the
--   superuser `supabase_admin`, like hosted Supabase; there `postgres` is
--   made here, NOT a superuser, owns the database and runs the migrations
--   and the seed, as it does on a hosted project.
-- It is idempotent: a data directory made by an older version gets what it
-- lacks when the backend opens it (auth/authSchema.ts).
-- Hosted projects also have pgcrypto and uuid-ossp in `extensions`, and the
-- storage, realtime and vault schemas: no migration uses them, so they are
-- not made here (a migration that starts to must add them here first).

alter database postgres set timezone to 'UTC';
set timezone to 'UTC';

-- On hosted Supabase `postgres` is not a superuser: it owns the database (so
-- it may create schemas and trusted extensions such as pg_trgm), may create
-- roles and bypasses row level security. PGlite's `postgres` already exists.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login createrole createdb replication bypassrls;
    execute format('alter database %I owner to postgres', current_database());
  end if;
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

-- PostgREST logs in as authenticator and switches to the caller's role;
-- postgres may switch to them too (the SQL editor's "run as").
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

create schema if not exists extensions;
create schema if not exists auth;

grant usage on schema public, extensions, auth to anon, authenticated, service_role;

-- Hosted Supabase grants everything on new objects that postgres (who runs
-- the migrations) makes in `public` to the API roles and relies on row level
-- security; mirror it so the migrations are tested against the same start.
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) not null default 'authenticated',
  role varchar(255) not null default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text,
  confirmed_at timestamptz generated always as (email_confirmed_at) stored,
  is_anonymous boolean not null default false,
  deleted_at timestamptz
);
-- A pending e-mail change (GoTrue's columns): the new address takes effect only when its links are followed.
alter table auth.users add column if not exists email_change varchar(255);
alter table auth.users add column if not exists email_change_token_new varchar(255);
alter table auth.users add column if not exists email_change_sent_at timestamptz;
-- Secure e-mail change (hosted's default, `double_confirm_changes`): the current address gets its own link, and the
-- change applies once both links are followed (0: none followed yet, 1: one of them).
alter table auth.users add column if not exists email_change_token_current varchar(255);
alter table auth.users add column if not exists email_change_confirm_status smallint not null default 0;
-- A pending password recovery (GoTrue's columns): the SHA-256 of the one-time token the e-mail's link carries.
alter table auth.users add column if not exists recovery_token varchar(255);
alter table auth.users add column if not exists recovery_sent_at timestamptz;
create unique index if not exists users_email_key on auth.users (lower(email));
create index if not exists users_recovery_token_idx on auth.users (recovery_token) where recovery_token is not null;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token) where confirmation_token is not null;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens are stored as SHA-256 hashes; `parent` links a rotation chain.
create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_hash_idx on auth.refresh_tokens (parent_hash);

-- PKCE (GoTrue's auth.flow_state): a sign-up or e-mail change that sent a code
-- challenge gets a one-time auth code when its link is followed; the code is
-- exchanged once, with the verifier, for a session (POST /token?grant_type=pkce).
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null default 'email',
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id);

revoke all on all tables in schema auth from anon, authenticated;
grant all on all tables in schema auth to service_role;
-- postgres does not own `auth` nor `extensions` on hosted Supabase, but may
-- use them: reference auth.users, put triggers on it, add extensions.
grant all on schema auth, extensions to postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- The embedded backend's own bookkeeping (not part of a hosted project).
create schema if not exists backend_meta;
revoke all on schema backend_meta from public;
create table if not exists backend_meta.migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);
