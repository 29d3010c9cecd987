import styled from '@emotion/styled';
import { Button, color, font, fontSize, radius, space } from '@giftshop/shared';
import { formatPrice, orderTotalLines, type CartItem } from '@giftshop/shared/domain';
import type { CartQuote } from '../api/quote';
import { freeShippingLine } from '../cart/freeShippingLine';
import { lineTotal } from '../cart/shipping';
import { volumeQuotedBefore } from '../cart/useCartQuote';
import { VolumePrices } from '../drawer/VolumePrices';
import { cartEntries } from '../lines/cartEntries';
import { CustomizationLines } from '../lines/CustomizationLines';
import { GroupSummary } from '../lines/GroupSummary';
import { LineImage } from '../lines/LineImage';
import { figuresBlanked, KeepsPlace } from '../ui/KeepsPlace';
import { shopperTextWraps } from '../ui/shopperText';

const Box = styled.section({
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  padding: space.lg,
  h2: { margin: `0 0 ${space.sm}`, fontFamily: font.display, fontSize: fontSize.xl, fontWeight: 600 },
});
const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const Line = styled.li({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: space.md,
  alignItems: 'start',
  padding: `${space.md} 0`,
  borderBottom: `1px solid ${color.line}`,
});
const Name = styled.p({ margin: 0, fontWeight: 600, ...shopperTextWraps });
const Meta = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.inkMuted });
const Amount = styled.span({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
/** A group order: its name and item count; open it for one line per person (a 200-person roster stays one row). */
const Group = styled.li({
  borderBottom: `1px solid ${color.line}`,
  '> details > summary': { padding: `${space.md} 0`, fontWeight: 600 },
  '> details > ul': { listStyle: 'none', margin: 0, padding: `0 0 0 ${space.sm}` },
  '> details > ul > li:last-child': { borderBottom: 0 },
});
const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: space.sm,
  margin: `${space.md} 0 0`,
  dd: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});
const Row = styled.div({ display: 'contents' });
const GrandTotal = styled(Row)({
  'dt, dd': {
    paddingTop: space.sm,
    borderTop: `1px solid ${color.line}`,
    fontSize: fontSize.lg,
    fontWeight: 700,
  },
});
const Rule = styled.p<{ good: boolean }>(({ good }) => ({
  margin: `${space.sm} 0 0`,
  fontSize: fontSize.sm,
  color: good ? color.success : color.inkMuted,
}));

/** The rule's two shapes, figures blanked: where it will stand, kept while the quote is asked for. */
const RULE_SHAPES = [true, false].map((free) => figuresBlanked(freeShippingLine(free, '$00.00', 75) ?? ''));

/** What the server said of free shipping for the chosen method; nothing for a method that never ships free. */
function FreeShippingRule({ quote }: { quote: CartQuote }) {
  const remaining = quote.remainingForFree === null ? null : formatPrice(quote.remainingForFree);
  const line = freeShippingLine(quote.freeShipping, remaining, quote.freeShippingThreshold);
  return line === null ? null : <Rule good={quote.freeShipping}>{line}</Rule>;
}

/**
 * The quote's totals lines (shared orderTotalLines); while there is none, the same lines with "…" for every amount
 * (a Volume price line where earlier quotes gave these products one), never a sum of its own.
 */
function totalLinesOf(quote: CartQuote | undefined, volumeBefore: { discount: number } | undefined) {
  if (quote) return orderTotalLines(quote);
  const awaited = orderTotalLines({ subtotal: 0, shipping: 0, discount: volumeBefore?.discount ?? 0, total: 0 });
  return awaited.map((line) => ({ ...line, amount: '…' }));
}

/** One line of the order: its picture, name, choices, and its price as the server quoted it. */
function SummaryLine({ line, quote }: { line: CartItem; quote: CartQuote | undefined }) {
  return (
    <Line>
      <LineImage path={line.image} size={64} />
      <div>
        <Name>{line.name}</Name>
        <CustomizationLines customization={line.customization} />
        <Meta>
          {line.quantity} × {formatPrice(quote?.lines.get(line.id)?.unitPrice ?? line.price)}
        </Meta>
      </div>
      <Amount>{formatPrice(quote?.lines.get(line.id)?.lineTotal ?? lineTotal(line))}</Amount>
    </Line>
  );
}

/**
 * The order as it stands: its lines (a group order's under its name), the subtotal, the shipping rule, the
 * volume price (the tier each product reached, one item's price there and how
 * many more reach the next, as the drawer shows it) and the total, every
 * amount as the server quoted it (`quote`, undefined while it is
 * asked for). Without a quote it says so, and never shows a sum of its own.
 */
export function OrderSummary({
  items,
  quote,
  failed,
  onRetry,
}: {
  items: readonly CartItem[];
  quote: CartQuote | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  // while the quote is asked for, the volume-price lines earlier quotes gave these products keep their place (on a
  // phone the summary stands above the step, so its growing moved the step's buttons)
  const volumeBefore = quote || failed ? undefined : volumeQuotedBefore(items);
  const totalLines = totalLinesOf(quote, volumeBefore);
  return (
    <Box aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <Lines>
        {cartEntries(items).map((entry) =>
          entry.kind === 'line' ? (
            <SummaryLine key={entry.line.id} line={entry.line} quote={quote} />
          ) : (
            // a group order under its name, as the drawer, the confirmation and the order page list it
            <Group key={entry.key} data-testid="checkout-group">
              <details>
                <GroupSummary name={entry.name} itemCount={entry.itemCount} />
                <ul aria-label={`${entry.name}: one line per person`}>
                  {entry.lines.map((line) => (
                    <SummaryLine key={line.id} line={line} quote={quote} />
                  ))}
                </ul>
              </details>
            </Group>
          ),
        )}
      </Lines>
      <Totals aria-busy={!quote && !failed}>
        {totalLines.map((line) => {
          const TotalRow = line.kind === 'total' ? GrandTotal : Row;
          return (
            <TotalRow key={line.kind}>
              <dt>{line.label}</dt>
              <dd data-testid={`checkout-${line.kind}`}>{line.amount}</dd>
            </TotalRow>
          );
        })}
      </Totals>
      {quote && quote.volume.length > 0 && (
        <div css={{ marginTop: space.sm }}>
          {/* the tier each product reached, what it takes off the product and the items to the next, as in the drawer;
              the discount itself is the Volume price row above */}
          <VolumePrices tiers={quote.volume} discount={0} />
        </div>
      )}
      {volumeBefore && volumeBefore.tiers.length > 0 && (
        <div css={{ marginTop: space.sm }}>
          <VolumePrices tiers={volumeBefore.tiers} discount={0} asked />
        </div>
      )}
      {quote ? (
        <FreeShippingRule quote={quote} />
      ) : failed ? (
        <div role="alert">
          <Rule good={false} css={{ color: color.danger, fontWeight: 600 }}>
            We couldn't work out your total just now, so an order cannot be placed yet. We keep asking: it shows here as
            soon as the shop answers.
          </Rule>
          <Button type="button" variant="secondary" size="sm" onClick={onRetry} css={{ marginTop: space.sm }}>
            Try Again
          </Button>
        </div>
      ) : (
        // as tall as the rule that comes with the quote (on a phone the step's buttons are below the summary)
        <Rule good={false}>
          <KeepsPlace block like={RULE_SHAPES}>
            Working out your total…
          </KeepsPlace>
        </Rule>
      )}
    </Box>
  );
}
