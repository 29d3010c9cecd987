/**
 * Sign-in with an Ethereum wallet is not part of this shop. Browser builds
 * resolve auth-js's `lib/web3/ethereum` here.
 */
const notInThisShop = (): never => {
  throw new Error('Wallet sign-in is not part of this shop.');
};

export const createSiweMessage = notInThisShop;
export const fromHex = notInThisShop;
export const getAddress = notInThisShop;
export const toHex = notInThisShop;
