import type { Window as HappyWindow } from 'happy-dom';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { NewsletterBox } from './NewsletterBox';

/** happy-dom's own controls: the viewport's width, which the shop's media queries read. */
const { happyDOM } = window as unknown as HappyWindow;

/** The layout of the sign-up box as the browser styles it (happy-dom applies the shop's media queries). */
const renderBox = (width: number) => {
  happyDOM.setViewport({ width, height: 800 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterBox />
    </QueryClientProvider>,
  );
  return getComputedStyle(screen.getByLabelText('E-mail address'));
};

afterEach(() => happyDOM.setViewport({ width: 1024, height: 768 }));

describe('NewsletterBox', () => {
  it('keeps the e-mail box 48 px tall on a phone, where its row stacks (QA sweep H-i, #1: squashed to ~20 px)', () => {
    const phone = renderBox(375);
    expect(getComputedStyle(screen.getByLabelText('E-mail address').parentElement!).flexDirection).toBe('column');
    // in a column `flex: 1` sizes the box along it, from 0: it must not grow or shrink there
    expect(phone.height).toBe('48px');
    expect(phone.flexGrow).toBe('0');
    expect(phone.flexBasis).toBe('auto');
  });

  it('lets the e-mail box take the row beside Subscribe on a desktop', () => {
    const desktop = renderBox(1280);
    expect(desktop.flexGrow).toBe('1');
  });
});
