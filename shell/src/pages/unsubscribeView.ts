/** What the server says after a POST, in the address it sends the browser to (`?result=`). */
export type UnsubscribeResult = 'unsubscribed' | 'invalid' | 'unavailable';

export interface UnsubscribeView {
  /** `ask`: the page with the Unsubscribe button (again, after `unavailable`). */
  outcome: 'unsubscribed' | 'invalid' | 'ask';
  /** The page's heading, and its title in the tab: the server's `<title>` too (`shellPages`' `titleFor`). */
  title: string;
  token: string;
  /** The last press could not unsubscribe (the backend was away): the page says so and asks again. */
  unavailable: boolean;
}

/** The unsubscribe page's view for its address (`?token=…`, `?result=…`), as the page and the server read it. */
export function unsubscribeView(search: string): UnsubscribeView {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  const result = query.get('result');
  if (result === 'unsubscribed')
    return { outcome: 'unsubscribed', title: 'You’re unsubscribed', token, unavailable: false };
  if (result === 'invalid' || !token)
    return { outcome: 'invalid', title: 'This link is not valid', token, unavailable: false };
  return { outcome: 'ask', title: 'Unsubscribe from the newsletter', token, unavailable: result === 'unavailable' };
}
