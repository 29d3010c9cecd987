import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Database } from '../db/Database';
import { AccessDenied, bearerToken, checkApiKey } from '../http/resolveAuth';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError, badEmail, badJwt, invalidCredentials, noAuthorization, weakPassword } from './authError';
import * as store from './authStore';
import { TokenError, type KeyRing } from './keys';
import type { RateLimiter } from './rateLimit';
import { appMetadata, userMetadata, userObject, type UserRow } from './userObject';

export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };
const BCRYPT_COST = 10;
const MIN_PASSWORD = 6;
/** Compared against when the e-mail is unknown, so both paths cost one bcrypt. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export interface AuthContext {
  db: Database;
  keys: KeyRing;
  limiter: RateLimiter;
  emailConfirm: boolean;
  jwtExpirySeconds: number;
  publicUrl: () => string;
  siteUrl: string;
  log: (event: Record<string, unknown>) => void;
}

/** Rotated refresh tokens and their successors, for the reuse window. */
const successors = new Map<string, { next: string; at: number }>();

function body(request: ApiRequest): Record<string, unknown> {
  const text = request.body.toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

function normaliseEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email || email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badEmail();
  return email;
}

function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) throw new AuthError(422, 'validation_failed', 'Password is required');
  if (value.length < MIN_PASSWORD) throw weakPassword(MIN_PASSWORD);
  if (value.length > 72) throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  return value;
}

function metadataFrom(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new AuthError(400, 'validation_failed', 'data must be an object');
  if (JSON.stringify(value).length > 8192) throw new AuthError(400, 'validation_failed', 'data is too large');
  return value as Record<string, unknown>;
}

function limit(ctx: AuthContext, bucket: string, request: ApiRequest): void {
  if (!ctx.limiter.allow(bucket, request.ip)) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

async function sessionResponse(ctx: AuthContext, session: store.NewSession): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ctx.jwtExpirySeconds;
  const { user } = session;
  const accessToken = await ctx.keys.sign({
    iss: `${ctx.publicUrl()}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: userMetadata(user),
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: session.sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userObject(user),
  };
}

const client = (request: ApiRequest) => ({ userAgent: String(request.headers['user-agent'] ?? ''), ip: request.ip });

/** Where a confirmation link may send the browser: loopback hosts and the site URL only. */
function safeRedirect(ctx: AuthContext, target: string | null): string {
  if (target) {
    try {
      const url = new URL(target);
      const site = new URL(ctx.siteUrl);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && (loopback || url.host === site.host)) return url.toString();
    } catch {
      /* not a URL */
    }
  }
  return new URL(ctx.siteUrl).toString();
}

async function signup(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'signup', request);
  const input = body(request);
  const email = normaliseEmail(input.email);
  const password = checkPassword(input.password);
  const data = metadataFrom(input.data);
  if (await store.findUserByEmail(ctx.db, email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST); // in Node, not holding the database
  const confirmationToken = ctx.emailConfirm ? randomBytes(24).toString('base64url') : null;
  const metadata = { ...data, email, email_verified: !ctx.emailConfirm, phone_verified: false };
  const user = await store.insertUser(ctx.db, { email, passwordHash, metadata, confirmed: !ctx.emailConfirm, confirmationToken });
  if (confirmationToken) {
    const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
    const link = `${ctx.publicUrl()}/auth/v1/verify?token=${confirmationToken}&type=signup&redirect_to=${encodeURIComponent(redirect)}`;
    ctx.log({ event: 'confirmation_email', email, link });
    return json(200, userObject(user));
  }
  const session = await store.startSession(ctx.db, user.id, client(request));
  return json(200, await sessionResponse(ctx, session));
}

async function passwordGrant(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'token', request);
  const input = body(request);
  if (typeof input.email !== 'string' || typeof input.password !== 'string') {
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  }
  const user = await store.findUserByEmail(ctx.db, input.email.trim().toLowerCase());
  const ok = await bcrypt.compare(input.password, user?.encrypted_password ?? DUMMY_HASH);
  if (!user || !ok) throw invalidCredentials();
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await store.startSession(ctx.db, user.id, client(request));
  return json(200, await sessionResponse(ctx, session));
}

async function refreshGrant(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'refresh', request);
  const token = body(request).refresh_token;
  if (typeof token !== 'string' || !token) throw new AuthError(400, 'validation_failed', 'refresh_token is required');
  const outcome = await store.rotateRefreshToken(ctx.db, token);
  if (outcome.kind === 'rotated') {
    successors.set(store.hashToken(token), { next: outcome.session.refreshToken, at: Date.now() });
    if (successors.size > 10_000) successors.delete(successors.keys().next().value as string);
    return json(200, await sessionResponse(ctx, outcome.session));
  }
  if (outcome.kind === 'reused') {
    // Two tabs refreshing at once: hand out the current token of the chain.
    let hop = successors.get(store.hashToken(token));
    if (hop && outcome.revokedAgoMs <= store.REUSE_WINDOW_MS) {
      for (let next = successors.get(store.hashToken(hop.next)); next; next = successors.get(store.hashToken(next.next))) hop = next;
      const user = await store.findUserById(ctx.db, outcome.userId);
      if (user && (await store.sessionExists(ctx.db, outcome.sessionId))) {
        return json(200, await sessionResponse(ctx, { user, sessionId: outcome.sessionId, refreshToken: hop.next }));
      }
    }
    // Reuse outside the window: assume theft, end the whole family.
    await store.endSession(ctx.db, outcome.sessionId);
    ctx.log({ event: 'refresh_token_reuse', session: outcome.sessionId });
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
}

/** The signed-in user behind the bearer token, with a live session. */
async function currentUser(ctx: AuthContext, request: ApiRequest): Promise<{ user: UserRow; sessionId?: string }> {
  const token = bearerToken(request.headers);
  if (!token) throw noAuthorization();
  let claims;
  try {
    ({ claims } = await ctx.keys.verify(token));
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') throw badJwt('token is expired');
    throw badJwt('signature is invalid');
  }
  if (claims.role !== 'authenticated' || !claims.sub) throw badJwt('not a user token');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await store.sessionExists(ctx.db, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await store.findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}

async function updateCurrentUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user } = await currentUser(ctx, request);
  const input = body(request);
  const changes: store.UserChanges = {};
  if (input.email !== undefined) changes.email = normaliseEmail(input.email);
  if (input.password !== undefined) changes.passwordHash = await bcrypt.hash(checkPassword(input.password), BCRYPT_COST);
  if (input.data !== undefined) changes.metadata = metadataFrom(input.data);
  const updated = await store.updateUser(ctx.db, user.id, changes);
  if (!updated) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return json(200, userObject(updated));
}

async function logout(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, sessionId } = await currentUser(ctx, request);
  const scope = request.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw new AuthError(400, 'validation_failed', 'scope must be global, local or others');
  await store.endSessions(ctx.db, user.id, sessionId, scope);
  return { status: 204 };
}

async function verify(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const token = request.query.get('token') ?? '';
  const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
  const user = token ? await store.confirmUser(ctx.db, token) : null;
  if (!user) {
    const fragment = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    return { status: 303, headers: { Location: `${redirect}#${fragment}` } };
  }
  const session = await sessionResponse(ctx, await store.startSession(ctx.db, user.id, client(request)));
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type: 'signup',
  });
  return { status: 303, headers: { Location: `${redirect}#${fragment.toString()}` } };
}

async function route(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { method, path } = request;
  if (method === 'GET' && path === '/verify') return verify(ctx, request);
  if (method === 'GET' && path === '/health') return json(200, { version: 'embedded', name: 'GoTrue', description: 'embedded GoTrue subset' });
  await checkApiKey(ctx.keys, request.headers, request.query);
  if (method === 'GET' && path === '/settings') {
    return json(200, { external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: !ctx.emailConfirm, phone_autoconfirm: false, sms_provider: '' });
  }
  if (method === 'POST' && path === '/signup') return signup(ctx, request);
  if (method === 'POST' && path === '/token') {
    const grant = request.query.get('grant_type');
    if (grant === 'password') return passwordGrant(ctx, request);
    if (grant === 'refresh_token') return refreshGrant(ctx, request);
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (method === 'POST' && path === '/logout') return logout(ctx, request);
  if (method === 'GET' && path === '/user') return json(200, userObject((await currentUser(ctx, request)).user));
  if (method === 'PUT' && path === '/user') return updateCurrentUser(ctx, request);
  throw new AuthError(404, 'not_found', `${method} ${path} is not supported by the embedded auth service`);
}

/** /auth/v1: GoTrue's e-mail and password subset. */
export async function handleAuth(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  try {
    const response = await route(ctx, request);
    return { ...response, headers: { ...API_VERSION_HEADER, ...response.headers } };
  } catch (error) {
    if (error instanceof AuthError) return json(error.status, error.toBody(), API_VERSION_HEADER);
    if (error instanceof AccessDenied) return { ...error.response, headers: { ...API_VERSION_HEADER, ...error.response.headers } };
    throw error;
  }
}
