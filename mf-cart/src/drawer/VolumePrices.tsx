import styled from '@emotion/styled';
import { color, fontSize, space } from '@giftshop/shared';
import { volumeTierNext, volumeTierSaving, type VolumeTier } from '@giftshop/shared/domain';
import { figuresBlanked, KeepsPlace } from '../ui/KeepsPlace';
import { orderTotalLine } from '../ui/orderTotalLine';

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  fontSize: fontSize.sm,
});
const Saving = styled.p({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: color.success,
  output: { fontVariantNumeric: 'tabular-nums' },
});

/**
 * A product's line: the tier it reached, what the server took off its lines, and the items to the next (not one
 * item's price at the tier: a product's lines can differ in price, each with its own; volumeTierSaving).
 */
function TierLine({ tier, blanked = false }: { tier: VolumeTier; blanked?: boolean }) {
  const text = blanked ? figuresBlanked : (words: string) => words;
  const next = volumeTierNext(tier);
  return (
    <>
      <strong>{tier.productName}</strong>: {text(volumeTierSaving(tier))}
      {next && <span css={{ color: color.inkMuted }}> · {text(next)}</span>}
    </>
  );
}

/**
 * The volume prices of the cart, as the server quoted them: per product, the
 * tier its total quantity reached, what that takes off the product and how many
 * more reach the next tier; then the discount. Nothing for a cart without
 * products that take volume prices.
 *
 * While the quote is asked for (`asked`), `tiers` and `discount` are what an
 * earlier quote said of these products (volumeQuotedBefore): each line keeps
 * the place its last answer took (its words, figures blanked, unseen) and
 * says it is being checked, and the discount line shows no amount, so the
 * footer does not grow over the cart's lines when the quote comes.
 */
export function VolumePrices({
  tiers,
  discount,
  asked = false,
}: {
  tiers: readonly VolumeTier[];
  discount: number;
  asked?: boolean;
}) {
  if (tiers.length === 0) return null;
  // the discount in the totals' words (shared orderTotalLines), as checkout's summary and the confirmation say it
  const saving = orderTotalLine('discount', discount);
  return (
    <div
      data-testid={asked ? 'volume-prices-asked' : 'volume-prices'}
      aria-busy={asked || undefined}
      css={{ display: 'flex', flexDirection: 'column', gap: space.xs }}
    >
      <List aria-label="Volume prices">
        {tiers.map((tier) => (
          <li key={tier.productSku}>
            {asked ? (
              <KeepsPlace block like={[<TierLine key="shape" tier={tier} blanked />]}>
                <strong>{tier.productName}</strong>: <span css={{ color: color.inkMuted }}>checking volume price…</span>
              </KeepsPlace>
            ) : (
              <TierLine tier={tier} />
            )}
          </li>
        ))}
      </List>
      {saving && (
        <Saving>
          <span>{saving.label}</span>
          {asked ? (
            <output aria-label="Working out your volume price" css={{ color: color.inkMuted }}>
              …
            </output>
          ) : (
            <output data-testid="volume-discount">{saving.amount}</output>
          )}
        </Saving>
      )}
    </div>
  );
}
