/**
 * Shoppers sign in with e-mail and password; passkeys (WebAuthn MFA) are not
 * part of this shop. Browser builds resolve auth-js's `lib/webauthn` here
 * (~5 KB gzip saved). Anything that reaches these says so plainly.
 */
const notInThisShop = (): never => {
  throw new Error('Passkeys are not part of this shop.');
};

export const createCredential = notInThisShop;
export const getCredential = notInThisShop;
export const deserializeCredentialCreationOptions = notInThisShop;
export const deserializeCredentialRequestOptions = notInThisShop;
export const serializeCredentialCreationResponse = notInThisShop;
export const serializeCredentialRequestResponse = notInThisShop;
export const browserSupportsWebAuthn = (): boolean => false;
export const webAuthnAbortService = { createNewAbortSignal: notInThisShop, cancelCeremony: (): void => undefined };

export class WebAuthnApi {
  constructor(..._args: unknown[]) {}
}
