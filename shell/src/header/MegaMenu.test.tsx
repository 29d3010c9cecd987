import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { megaMenuTabs } from '@giftshop/shared/domain';
import { MegaMenu } from './MegaMenu';

const menu = () => (
  <MemoryRouter>
    <MegaMenu id="more" onNavigate={() => {}} />
  </MemoryRouter>
);

describe('MegaMenu (the desktop More menu)', () => {
  it("without JavaScript each tab not shown leads to its Shop All page (the server's HTML, QA header sweep)", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(menu());
    // a tab finds its form by id, in the document
    document.body.append(page);
    const tabs = [...page.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(megaMenuTabs.map((tab) => tab.label));
    // the tab shown (Occasions) has its panel in the HTML, and sends nothing
    expect(tabs[0]!.type).toBe('button');
    expect(page.querySelector('[role="tabpanel"]')?.textContent).toContain(megaMenuTabs[0]!.shopAll.label);
    for (const [index, tab] of tabs.entries()) {
      if (index === 0) continue;
      // a plain GET that the browser sends without scripts, to the tab's Shop All page
      expect(tab.type).toBe('submit');
      expect(tab.form?.method).toBe('get');
      expect(new URL(tab.formAction).pathname).toBe(`/category/${megaMenuTabs[index]!.shopAll.slug}`);
    }
    page.remove();
  });

  it('with JavaScript a tap on a tab shows its panel and sends nothing', async () => {
    const { container } = render(menu());
    let sent = 0;
    container.querySelector('form')!.addEventListener('submit', () => (sent += 1));
    await userEvent.click(screen.getByRole('tab', { name: 'Recipients' }));
    expect(screen.getByRole('tab', { name: 'Recipients' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Shop All Recipients');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('tab', { name: 'Brands & Pop Culture' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Shop All Brands & Pop Culture');
    expect(sent).toBe(0);
  });
});
