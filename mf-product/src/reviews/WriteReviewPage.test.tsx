import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBus, NavigationProvider } from '@giftshop/shared';
import { keptTypingKey } from '@giftshop/shared/session';
import { customizationLines } from '@giftshop/shared/domain';
import type { LineToReview } from '../api/reviewsApi';
import { WriteReviewPage } from './WriteReviewPage';

/**
 * The write-a-review form from its data (the shopper's line in the query
 * cache, the session on the bus): who sees what, and the field-by-field
 * checks. Sending is tested end to end (e2e/product-reviews.spec.ts) and the
 * database's own checks in backend/test/reviewsCases.ts.
 */

const line: LineToReview = {
  orderItemId: 5,
  productId: 7,
  productSku: 'KL-MUG-101',
  productName: 'Name Mug',
  variantName: '11 oz Classic / Single-Sided / Navy',
  // as the line was stored: "Colour" of an older line, and the lettering of the shopper's text
  options: customizationLines({
    Colour: 'Navy',
    'Printing Options': 'Single-Sided',
    Style: '11 oz Classic',
    font: 'Serif',
  }),
  orderNumber: 'KL-100001',
  orderedAt: '2025-03-01T10:00:00Z',
  review: null,
  cannotReview: null,
};

const account = connectBus('account', __BUS_CONTRACT_VERSION__);
const signIn = () =>
  act(() =>
    account.publish('session:state', { status: 'signed-in', user: { id: 'u1', email: 'a@b.c', displayName: 'A' } }),
  );
// after the sign-out below (hooks after a test run last first): a form still on screen then keeps what was typed
afterEach(() => sessionStorage.clear());
afterEach(() => account.publish('session:state', { status: 'signed-out', user: null }));

function renderPage(found: LineToReview | null, id = '5') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['review-line', Number(id), 'u1'], found);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<WriteReviewPage line={id} />, { wrapper });
}

/** A paragraph whose whole text is this (its words may sit in several elements). */
const paragraph = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

/** The words are one element that does not wrap. */
const unbroken = (text: string) => {
  const element = screen.getByText((_, e) => e?.tagName === 'SPAN' && e.textContent === text);
  return getComputedStyle(element).whiteSpace === 'nowrap';
};

describe('WriteReviewPage', () => {
  it('asks a signed-out shopper to sign in and come back to this form', () => {
    account.publish('session:state', { status: 'signed-out', user: null });
    renderPage(line);
    expect(screen.getByRole('link', { name: 'Sign In to Write Your Review' }).getAttribute('href')).toBe(
      `/auth?redirect=${encodeURIComponent('/write-review/5')}`,
    );
  });

  it('tells a shopper who did not buy the line why they cannot review it', () => {
    signIn();
    renderPage(null);
    expect(screen.getByText(/You can only review a gift you bought/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('tells a buyer whose order is not paid or delivered yet why, with the database’s words, and shows no form', () => {
    signIn();
    renderPage({
      ...line,
      cannotReview: 'This order is not paid yet. You can review the gift once it is paid for and delivered.',
    });
    expect(
      paragraph(
        'Name Mug, order KL-100001: This order is not paid yet. You can review the gift once it is paid for and delivered.',
      ),
    ).toBeTruthy();
    expect(unbroken('order KL-100001')).toBe(true);
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe('/orders/KL-100001');
    expect(screen.queryByRole('button', { name: 'Send My Review' })).toBeNull();
  });

  it('checks each field, says what is wrong beside it, and takes the shopper to the first', () => {
    signIn();
    renderPage(line);
    // the options as every other page names them (QA sweep H-i, #3; was "(11 oz Classic / Single-Sided / Navy)")
    expect(
      paragraph('Name Mug · order KL-100001Style: 11 oz Classic, Printing: Single-Sided, Color: Navy'),
    ).toBeTruthy();
    // the order number never breaks at its hyphen ("KL-" / "100001" at 375 px: QA sweep 2, #16)
    expect(unbroken('order KL-100001')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send My Review' }));
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Give your review a title.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /5 – Excellent/ }));
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('title-hint title-problem');

    fireEvent.click(screen.getByRole('radio', { name: /4 – Very good/ }));
    fireEvent.change(title, { target: { value: 'x'.repeat(101) } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Lovely mug, crisp name.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send My Review' }));
    expect(screen.queryByText('Choose from 1 to 5 stars.')).toBeNull();
    expect(screen.getByText('Use at most 100 characters for your title. Remove 1 character.')).toBeTruthy();
    expect(screen.queryByText(/Write at least/)).toBeNull();
    expect(document.activeElement).toBe(title);
  });

  it('opens a line already reviewed as an edit of that review', () => {
    signIn();
    renderPage({
      ...line,
      review: { id: 9, stars: 3, title: 'Faint', body: 'A little faint print.', boughtAsGift: true },
    });
    expect(screen.getByRole('heading', { name: 'Edit your review', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Faint');
    // typed right to left (Arabic, Hebrew), each field follows what is typed (QA sweep H-f)
    expect(screen.getByLabelText('Title').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Your review').getAttribute('dir')).toBe('auto');
    expect((screen.getByRole('radio', { name: /3 – Good/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save My Review' })).toBeTruthy();
  });

  it('names a line stored without options by its variant, and shows a hostile option as text', () => {
    signIn();
    const { unmount } = renderPage({ ...line, options: [] });
    expect(paragraph('Name Mug · order KL-100001' + line.variantName)).toBeTruthy();
    unmount();
    renderPage({ ...line, options: customizationLines({ Style: '<img src=x onerror=alert(1)>' }) });
    expect(paragraph('Name Mug · order KL-100001Style: <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('sends a shopper whose session ends to sign in again, and gives them back the review they were writing', () => {
    signIn();
    history.replaceState(null, '', '/write-review/5');
    const navigate = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(['review-line', 5, 'u1'], line);
    const page = () => (
      <QueryClientProvider client={client}>
        <NavigationProvider value={{ pathname: '/write-review/5', search: '', navigate }}>
          <WriteReviewPage line="5" />
        </NavigationProvider>
      </QueryClientProvider>
    );
    const { unmount } = render(page());
    fireEvent.click(screen.getByRole('radio', { name: /4 – Very good/ }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Crisp lettering' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'The name came out crisp and even.' } });
    try {
      act(() => account.publish('session:state', { status: 'signed-out', user: null }));
    } finally {
      history.replaceState(null, '', '/');
    }
    expect(navigate).toHaveBeenCalledWith('/auth?redirect=%2Fwrite-review%2F5&reason=session-ended', {
      replace: true,
    });
    unmount();
    // signed in again, back on the page: the review as it was typed
    signIn();
    render(page());
    expect((screen.getByRole('radio', { name: /4 – Very good/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Crisp lettering');
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(
      'The name came out crisp and even.',
    );
  });

  it('sends a shopper whose session ended before the page loaded to sign in again, saying why', () => {
    act(() => account.publish('session:state', { status: 'signed-out', user: null, ended: true }));
    history.replaceState(null, '', '/write-review/5');
    const navigate = vi.fn();
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <NavigationProvider value={{ pathname: '/write-review/5', search: '', navigate }}>
            <WriteReviewPage line="5" />
          </NavigationProvider>
        </QueryClientProvider>,
      );
    } finally {
      history.replaceState(null, '', '/');
    }
    expect(navigate).toHaveBeenCalledWith('/auth?redirect=%2Fwrite-review%2F5&reason=session-ended', {
      replace: true,
    });
  });

  it.each([
    ['stars out of range', { stars: 9, title: 'x', body: 'y', gift: false }],
    ['a title that is not text', { stars: 5, title: { toString: 'x' }, body: 'y', gift: false }],
    ['no values', null],
  ])('ignores a kept review with %s, with a console error', (_, values) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(keptTypingKey('review:5'), JSON.stringify({ form: 'review:5', user: 'u1', values }));
    signIn();
    renderPage(line);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
