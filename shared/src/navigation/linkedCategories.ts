/**
 * Every category the shop's links point at: the seed generator and the backend's tests read it to prove each
 * exists (no page of the shop needs it, so it is in none of the builds).
 */
import { holidayHub, mobileCategories, recipientGrid, type CategoryLink } from './categories';
import { megaMenuTabs } from './megaMenuTabs';

/** Every category slug any link of the shop points at, each once. */
export function allLinkedCategorySlugs(): string[] {
  const slugs = new Set<string>();
  const add = (l: CategoryLink) => slugs.add(l.slug);
  mobileCategories.forEach(add);
  holidayHub.forEach(add);
  recipientGrid.forEach(add);
  for (const tab of megaMenuTabs) {
    add(tab.shopAll);
    tab.columns.forEach((c) => c.links.forEach(add));
  }
  return [...slugs];
}
