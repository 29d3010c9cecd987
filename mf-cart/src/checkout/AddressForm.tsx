import styled from '@emotion/styled';
import { media, space } from '@giftshop/shared';
import { FormField } from './FormField';
import {
  addressLabels,
  isRequired,
  shippingCountries,
  type AddressErrors,
  type AddressField,
  type ShippingAddress,
} from './shippingAddress';

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: space.md,
  '& > *': { gridColumn: 'span 6' },
  '& > [data-span="3"]': { gridColumn: 'span 3' },
  '& > [data-span="2"]': { gridColumn: 'span 2' },
  [media.mobile]: { '& > [data-span]': { gridColumn: 'span 6' } },
});

const layout: { field: AddressField; span?: 2 | 3; autoComplete: string; type?: string }[] = [
  { field: 'fullName', autoComplete: 'shipping name' },
  { field: 'line1', autoComplete: 'shipping address-line1' },
  { field: 'line2', autoComplete: 'shipping address-line2' },
  { field: 'city', span: 2, autoComplete: 'shipping address-level2' },
  { field: 'region', span: 2, autoComplete: 'shipping address-level1' },
  { field: 'postalCode', span: 2, autoComplete: 'shipping postal-code' },
  { field: 'country', span: 3, autoComplete: 'shipping country-name' },
  { field: 'phone', span: 3, autoComplete: 'shipping tel', type: 'tel' },
];

/** The shipping address fields; each says what is wrong with it once the shopper has left it. */
export function AddressForm({
  address,
  errors,
  onChange,
  onLeave,
}: {
  address: ShippingAddress;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  onLeave: (field: AddressField) => void;
}) {
  return (
    <Grid>
      {layout.map(({ field, span, autoComplete, type }) => (
        <div key={field} data-span={span}>
          <FormField
            id={`shipping-${field}`}
            name={field}
            label={addressLabels[field]}
            value={address[field]}
            error={errors[field]}
            autoComplete={autoComplete}
            type={type}
            required={isRequired(field)}
            options={field === 'country' ? shippingCountries : undefined}
            onChange={(event) => onChange(field, event.target.value)}
            onBlur={() => onLeave(field)}
          />
        </div>
      ))}
    </Grid>
  );
}
