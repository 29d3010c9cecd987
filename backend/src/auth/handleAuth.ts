import { AccessDenied, checkApiKey } from '../http/resolveAuth';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError } from './authError';
import { API_VERSION_HEADER, type AuthContext } from './authContext';
import { getUser, logout, updateUser } from './currentUser';
import { recover, resend } from './recover';
import { signup } from './signup';
import { pkceGrant } from './pkce';
import { passwordGrant, refreshGrant } from './tokenGrants';
import { verifyEmail } from './verifyEmail';

export type { AuthContext } from './authContext';

async function route(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { method, path } = request;
  // the e-mail link is opened by a browser without an apikey, as on hosted Supabase
  if (method === 'GET' && path === '/verify') return verifyEmail(ctx, request);
  if (method === 'GET' && path === '/health')
    return json(200, { version: 'embedded', name: 'GoTrue', description: 'embedded GoTrue subset' });
  await checkApiKey(ctx.keys, request.headers, request.query);
  if (method === 'GET' && path === '/settings') {
    return json(200, {
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: !ctx.emailConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
    });
  }
  if (method === 'POST' && path === '/signup') return signup(ctx, request);
  if (method === 'POST' && path === '/recover') return recover(ctx, request);
  if (method === 'POST' && path === '/resend') return resend(ctx, request);
  if (method === 'POST' && path === '/token') {
    const grant = request.query.get('grant_type');
    if (grant === 'password') return passwordGrant(ctx, request);
    if (grant === 'refresh_token') return refreshGrant(ctx, request);
    if (grant === 'pkce') return pkceGrant(ctx, request);
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (method === 'POST' && path === '/logout') return logout(ctx, request);
  if (method === 'GET' && path === '/user') return getUser(ctx, request);
  if (method === 'PUT' && path === '/user') return updateUser(ctx, request);
  throw new AuthError(404, 'not_found', `${method} ${path} is not supported by the embedded auth service`);
}

/** /auth/v1: GoTrue's e-mail and password subset. Every answer carries X-Supabase-Api-Version. */
export async function handleAuth(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  try {
    const response = await route(ctx, request);
    return { ...response, headers: { ...API_VERSION_HEADER, ...response.headers } };
  } catch (error) {
    if (error instanceof AuthError) return json(error.status, error.toBody(), API_VERSION_HEADER);
    if (error instanceof AccessDenied)
      return { ...error.response, headers: { ...API_VERSION_HEADER, ...error.response.headers } };
    throw error;
  }
}
