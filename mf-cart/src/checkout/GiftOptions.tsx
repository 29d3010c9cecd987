import styled from '@emotion/styled';
import { color, fontSize, space } from '@giftshop/shared';
import { multilineTextLength } from '@giftshop/shared/domain';
import type { CheckoutDraft } from './checkoutDraft';
import { inputStyle } from './FormField';
import { giftMessageMax } from './giftOptions';
import { checkRow } from '../ui/choiceControl';

const Fieldset = styled.fieldset({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  legend: { padding: 0, marginBottom: space.sm, fontWeight: 700, fontSize: fontSize.lg },
});
const Check = styled.label({
  ...checkRow,
  small: { display: 'block', color: color.inkMuted, fontSize: fontSize.sm },
});
const TextArea = styled.textarea({ ...inputStyle, minHeight: 96, resize: 'vertical' });
const Note = styled.p<{ error?: boolean }>(({ error }) => ({
  margin: 0,
  fontSize: fontSize.sm,
  color: error ? color.danger : color.inkMuted,
  fontWeight: error ? 500 : 400,
}));

/**
 * Gift options: a printed card with a message (at most 250 characters,
 * checked by the server too), shipping straight to the recipient (the buyer
 * still gets the e-mails), and a gift receipt (a packing slip without prices).
 */
export function GiftOptions({
  gift,
  error,
  onChange,
  onLeave,
}: {
  gift: CheckoutDraft['gift'];
  error?: string;
  onChange: (change: Partial<CheckoutDraft['gift']>) => void;
  onLeave: () => void;
}) {
  const used = multilineTextLength(gift.message);
  return (
    <Fieldset>
      <legend>Gift options</legend>
      <Check>
        <input type="checkbox" checked={gift.isGift} onChange={(e) => onChange({ isGift: e.target.checked })} />
        <span>This order is a gift</span>
      </Check>
      {gift.isGift && (
        <>
          <Check>
            <input
              type="checkbox"
              checked={gift.toRecipient}
              onChange={(e) => onChange({ toRecipient: e.target.checked })}
            />
            <span>
              Ship it straight to the recipient
              <small>Enter their name and address above. We still send the order e-mails to you.</small>
            </span>
          </Check>
          <Check>
            <input type="checkbox" checked={gift.receipt} onChange={(e) => onChange({ receipt: e.target.checked })} />
            <span>
              Include a gift receipt
              <small>The packing slip shows no prices.</small>
            </span>
          </Check>
          <label htmlFor="gift-message" css={{ fontWeight: 600, fontSize: fontSize.sm }}>
            Gift message (optional, printed on a card)
          </label>
          <TextArea
            id="gift-message"
            value={gift.message}
            aria-invalid={Boolean(error)}
            aria-describedby="gift-message-count"
            onChange={(e) => onChange({ message: e.target.value })}
            onBlur={onLeave}
          />
          <Note id="gift-message-count" error={Boolean(error)} aria-live="polite">
            {error ?? `${used} of ${giftMessageMax} characters`}
          </Note>
        </>
      )}
    </Fieldset>
  );
}
