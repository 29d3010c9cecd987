import type { ApiRequest, ApiResponse } from '../http/types';
import type { AuthContext } from './authContext';
import * as store from './authStore';
import { clientOf } from './requestInput';
import { sessionResponse } from './sessionResponse';

/** Where a confirmation link may send the browser: loopback hosts and the site URL only. */
export function safeRedirect(ctx: AuthContext, target: string | null): string {
  if (target) {
    try {
      const url = new URL(target);
      const site = new URL(ctx.siteUrl);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && (loopback || url.host === site.host))
        return url.toString();
    } catch {
      /* not a URL */
    }
  }
  return new URL(ctx.siteUrl).toString();
}

/** GET /verify?token=…&type=signup&redirect_to=…: confirm, then redirect with the session in the fragment. */
export async function verifyEmail(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const token = request.query.get('token') ?? '';
  const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
  const user = token ? await store.confirmUser(ctx.db, token) : null;
  if (!user) {
    const fragment =
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    return { status: 303, headers: { Location: `${redirect}#${fragment}` } };
  }
  const session = await sessionResponse(ctx, await store.startSession(ctx.db, user.id, clientOf(request)));
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
