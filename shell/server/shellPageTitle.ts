import { UNSUBSCRIBE_PATH, type ShellPage } from '../src/pages/shellPages';
import { unsubscribeView } from '../src/pages/UnsubscribePage';

/**
 * A shell page's `<title>` for its address: the unsubscribe page's names its outcome, as its heading does
 * (`unsubscribeView`, which the page reads too: "You’re unsubscribed", not "Newsletter"); the others their own.
 * On the server only: in the browser the page sets its title itself, and the shell's first chunk, which every
 * page loads, stays without the rule.
 */
export function shellPageTitle(page: ShellPage, search: string): string {
  return page.path === UNSUBSCRIBE_PATH ? unsubscribeView(search).title : page.title;
}
