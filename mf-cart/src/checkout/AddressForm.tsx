import styled from '@emotion/styled';
import { media, space } from '@giftshop/shared';
import { findCountry, type ShippingCountry } from '@giftshop/shared/domain';
import { FormField } from './FormField';
import {
  addressLabels,
  isRequired,
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

type Choice = { value: string; label: string };

/**
 * The choices and the chosen value of the country and state selects, from the database's lists (`countries`).
 * A value kept by name or in another case (an older draft) is shown as its code. Null until the lists are read:
 * the two fields are then typed (the server checks them on ordering).
 */
function choicesFor(
  field: AddressField,
  address: ShippingAddress,
  countries: readonly ShippingCountry[] | null,
): { options: Choice[]; value: string } | null {
  if (!countries) return null;
  const country = findCountry(countries, address.country);
  if (field === 'country') {
    return { options: countries.map((c) => ({ value: c.code, label: c.name })), value: country?.code ?? '' };
  }
  if (field === 'region' && country) {
    const chosen = address.region.trim().toLowerCase();
    const region = country.regions.find((r) => r.code.toLowerCase() === chosen || r.name.toLowerCase() === chosen);
    return {
      options: [{ value: '', label: 'Choose…' }, ...country.regions.map((r) => ({ value: r.code, label: r.name }))],
      value: region?.code ?? '',
    };
  }
  return null;
}

/**
 * The shipping address fields; each says what is wrong with it once the shopper has left it, and again as they
 * fix it. The country and its states or provinces are chosen from the database's lists.
 */
export function AddressForm({
  address,
  countries = null,
  errors,
  onChange,
  onLeave,
}: {
  address: ShippingAddress;
  /** The countries the shop ships to, with their states and postal patterns (null until read). */
  countries?: readonly ShippingCountry[] | null;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  onLeave: (field: AddressField) => void;
}) {
  return (
    <Grid>
      {layout.map(({ field, span, autoComplete, type }) => {
        const choices = choicesFor(field, address, countries);
        return (
          <div key={field} data-span={span}>
            <FormField
              id={`shipping-${field}`}
              name={field}
              label={addressLabels[field]}
              value={choices ? choices.value : address[field]}
              error={errors[field]}
              autoComplete={choices ? autoComplete.replace('country-name', 'country') : autoComplete}
              type={type}
              required={isRequired(field)}
              options={choices?.options}
              onChange={(event) => onChange(field, event.target.value)}
              onBlur={() => onLeave(field)}
            />
          </div>
        );
      })}
    </Grid>
  );
}
