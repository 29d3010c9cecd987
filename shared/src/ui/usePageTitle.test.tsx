import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getShopConfig } from '../config/shopConfig';
import { pageTitle } from '../domain/pageTitle';
import { usePageTitle } from './usePageTitle';

const tab = (page: string) => pageTitle(page, getShopConfig().brandName);

function Titled({ title, kind, children }: { title: string | null; kind?: 'page' | 'route'; children?: ReactNode }) {
  usePageTitle(title, kind);
  return <>{children}</>;
}

describe('usePageTitle', () => {
  it("sets the tab's title in the shop's one format, and again when the page's title changes", () => {
    const { rerender } = render(<Titled title="Mugs" />);
    expect(document.title).toBe(tab('Mugs'));
    rerender(<Titled title="Order KL-100385" />);
    expect(document.title).toBe(tab('Order KL-100385'));
  });

  it("keeps the tab's title while the page does not know its own (null)", () => {
    document.title = tab('Personalized Name Mug');
    render(<Titled title={null} />);
    expect(document.title).toBe(tab('Personalized Name Mug'));
  });

  it("lets a page's own title come after the route's, which the shell sets around it", () => {
    render(
      <Titled title="Category" kind="route">
        <Titled title="Mugs" />
      </Titled>,
    );
    expect(document.title).toBe(tab('Mugs'));
  });
});
