import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import type { OrderProof } from '../api/orderProof';
import { shopperTextWraps } from '../ui/shopperText';
import { checkRow } from '../ui/choiceControl';

const List = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  li: { padding: space.sm, border: `1px solid ${color.line}`, borderRadius: radius.md, background: color.surface },
  small: { display: 'block', color: color.inkMuted, fontSize: fontSize.sm },
});
/** The text exactly as printed: its own spaces and line breaks, nothing interpreted. */
const Printed = styled.q({
  display: 'block',
  fontWeight: 700,
  fontSize: fontSize.lg,
  whiteSpace: 'pre-wrap',
  ...shopperTextWraps,
  quotes: '"“" "”"',
});

/**
 * The proof: every text of the order exactly as it will be printed, with its
 * choices in the order every page lists them (style, size, color, design,
 * lettering…: shared toOrderProof), and the shopper's "I have checked the
 * spelling" before Place Order.
 */
export function ProofReview({
  proof,
  checked,
  error,
  onChecked,
}: {
  proof: OrderProof;
  checked: boolean;
  error?: string;
  onChecked: (checked: boolean) => void;
}) {
  if (proof.lines.length === 0) return null;
  return (
    <section aria-labelledby="proof-title" css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
      <h3 id="proof-title" css={{ margin: 0, fontSize: fontSize.lg }}>
        Your proof
      </h3>
      <p css={{ margin: 0, color: color.inkMuted }}>We print each text exactly as shown here.</p>
      <List data-testid="proof">
        {proof.lines.map((line) => (
          <li key={line.lineNo}>
            <Printed>{line.text}</Printed>
            <small>
              {line.productName}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </small>
            {line.options.map(([label, value]) => (
              <small key={label}>
                {label}: {value}
              </small>
            ))}
          </li>
        ))}
      </List>
      <label css={{ ...checkRow, fontWeight: 600 }}>
        <input
          id="proof-checked"
          type="checkbox"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'proof-checked-error' : undefined}
          onChange={(e) => onChecked(e.target.checked)}
        />
        I have checked the spelling
      </label>
      {error && (
        <p id="proof-checked-error" css={{ margin: 0, color: color.danger, fontSize: fontSize.sm, fontWeight: 500 }}>
          {error}
        </p>
      )}
    </section>
  );
}
