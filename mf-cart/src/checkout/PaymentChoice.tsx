import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { FormField } from './FormField';
import { paymentMethods, type PaymentMethodId } from './paymentMethods';
import { choiceBox, choiceControl } from '../ui/choiceControl';

const Fieldset = styled.fieldset({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  legend: { padding: 0, marginBottom: space.sm, fontWeight: 700, fontSize: fontSize.lg },
});
const Option = styled.label({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `2px ${space.sm}`,
  padding: space.md,
  ...choiceBox,
  borderRadius: radius.md,
  cursor: 'pointer',
  input: { ...choiceControl, margin: '2px 0 0', gridRow: 'span 2' },
  strong: { color: color.ink },
  span: { color: color.inkMuted, fontSize: fontSize.sm },
  '&:focus-within': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});

/** How the shopper pays: one of `paymentMethods` (the extension point for a card provider). */
export function PaymentChoice({
  method,
  organisation,
  organisationError,
  poNumber,
  poNumberError,
  onMethod,
  onOrganisation,
  onOrganisationLeave,
  onPoNumber,
  onPoNumberLeave,
}: {
  method: PaymentMethodId;
  organisation: string;
  organisationError?: string;
  poNumber: string;
  poNumberError?: string;
  onMethod: (method: PaymentMethodId) => void;
  onOrganisation: (value: string) => void;
  onOrganisationLeave: () => void;
  onPoNumber: (value: string) => void;
  onPoNumberLeave: () => void;
}) {
  return (
    <Fieldset>
      <legend>Payment</legend>
      {paymentMethods.map((option) => (
        <Option key={option.id}>
          <input
            type="radio"
            name="payment-method"
            value={option.id}
            checked={method === option.id}
            onChange={() => onMethod(option.id)}
          />
          <strong>{option.label}</strong>
          <span>{option.description}</span>
        </Option>
      ))}
      {paymentMethods.find((m) => m.id === method)?.needs === 'organisation' && (
        <FormField
          id="payment-organisation"
          label="School, team or organization to invoice"
          value={organisation}
          error={organisationError}
          autoComplete="organization"
          required
          onChange={(event) => onOrganisation(event.target.value)}
          onBlur={onOrganisationLeave}
        />
      )}
      {method === 'invoice' && (
        <FormField
          id="payment-po-number"
          label="Purchase order number (optional)"
          value={poNumber}
          error={poNumberError}
          onChange={(event) => onPoNumber(event.target.value)}
          onBlur={onPoNumberLeave}
        />
      )}
      {/* [mount: card payment (issue 29)] a card method's own fields go here, shown when `method` is 'card' */}
    </Fieldset>
  );
}
