import styled from '@emotion/styled';
import { Button, color, MarkedUntilHydrated, radius, space } from '@giftshop/shared';
import { shellBus } from '../shellBus';

const Note = styled.div({
  marginTop: space.lg,
  padding: space.md,
  borderRadius: radius.md,
  background: color.accentSoft,
  color: color.ink,
  p: { margin: 0 },
});
/** What only a browser running the page's scripts shows: a browser without them has the <noscript> words. */
const WithScripts = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  '@media (scripting: none)': { display: 'none' },
});

/**
 * Contact Us opened from the header's cart (`?about=cart`): that link is the cart without JavaScript, so the page
 * says the cart needs it and offers to take the order. A browser running the scripts (the link opened with
 * JavaScript on, or the address shared) is told nothing of the sort: it is offered its cart, and the order by
 * e-mail or phone all the same. Open Your Cart tapped before the page responds is kept and done once
 * (shell/public/page-start.js), once this page (its own chunk, hydrated after the frame) is taken over: it is
 * marked until then. The command waits on the bus until the cart's code is in.
 */
export function CartInquiry() {
  return (
    <Note>
      <noscript>
        <p>
          Your cart is kept in this browser, and showing it needs JavaScript. Without it, e-mail or call us with the
          gifts you'd like, and we'll take your order.
        </p>
      </noscript>
      <MarkedUntilHydrated>
        <WithScripts>
          <p>
            Your cart is kept in this browser: open it to check out, or e-mail or call us with the gifts you'd like, and
            we'll take your order.
          </p>
          <Button type="button" variant="secondary" size="sm" onClick={() => shellBus.send('cart:open', {})}>
            Open Your Cart
          </Button>
        </WithScripts>
      </MarkedUntilHydrated>
    </Note>
  );
}
