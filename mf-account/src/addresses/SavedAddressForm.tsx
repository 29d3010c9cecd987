import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, color, fontSize, media, space, useShopNavigation } from '@giftshop/shared';
import { useKeepTypingWhenSessionEnds } from '@giftshop/shared/session';
import { cityProblem, fullNameProblem, shopLimits, streetProblem } from '@giftshop/shared/domain';
import type { SavedAddressFields, ShippingCountry } from '../api/savedAddresses';
import { focusFirstInvalid } from '../auth/useAuthForm';
import { bus } from '../bus';
import { FormAlert } from '../ui/FormAlert';
import { FieldError, FieldStack, inputStyle, TextField } from '../ui/TextField';

const Row = styled.div({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.md,
  [media.mobile]: { gridTemplateColumns: '1fr' },
});
const Actions = styled.div({ display: 'flex', alignItems: 'center', gap: space.md, flexWrap: 'wrap' });
const Label = styled.label({ fontSize: fontSize.sm, fontWeight: 600, color: color.ink });
const Select = styled.select<{ invalid: boolean }>(({ invalid }) => inputStyle(invalid));

export const emptySavedAddress: SavedAddressFields = {
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  phone: '',
};

const limits = shopLimits.address;

/** Where a session that ends keeps the new address being typed (useKeepTypingWhenSessionEnds). */
export const KEPT_NEW_ADDRESS = 'new-address';

/** A new address kept when a session ended: every field a text, or nothing (tampered, another shape). */
export function keptAddress(values: unknown): SavedAddressFields | null {
  const kept = (values ?? {}) as Record<string, unknown>;
  const fields = Object.keys(emptySavedAddress) as (keyof SavedAddressFields)[];
  if (!fields.every((field) => typeof kept[field] === 'string')) return null;
  return Object.fromEntries(fields.map((field) => [field, kept[field]])) as unknown as SavedAddressFields;
}

/** Where a session that ends keeps a saved address being edited: its id and its fields as typed. */
export const KEPT_EDITED_ADDRESS = 'edited-address';

/** A saved address being edited, kept when a session ended: its id (a row's) and its fields, or nothing. */
export function keptEditedAddress(values: unknown): { id: number; address: SavedAddressFields } | null {
  const kept = (values ?? {}) as Record<string, unknown>;
  const address = keptAddress(kept.address);
  if (!Number.isSafeInteger(kept.id) || (kept.id as number) <= 0 || !address) return null;
  return { id: kept.id as number, address };
}

/** A labelled list (country, state): the shop's own list when it has one, else a typed field. */
function ChoiceField({
  label,
  value,
  options,
  autoComplete,
  error,
  onChange,
}: {
  label: string;
  value: string;
  options: { code: string; name: string }[];
  autoComplete: string;
  /** Marked and said beside it, as a text field's (none chosen). */
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        autoComplete={autoComplete}
        required
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {!options.some((o) => o.code === value) && <option value={value}>{value || 'Choose…'}</option>}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </Select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/**
 * One address of the book, to add or edit. The browser checks only that the
 * required fields are filled and the lengths (the database's limits); the
 * rules (a street with a number, a state of the country, its ZIP code) are
 * the database's, whose message is shown as it names the field.
 *
 * Opening the form puts the shopper in its first field (the button they
 * pressed is gone). A refusal is said above the form, far above Save on a
 * long form (measured: 404 px above the screen at 375 px, 161 px at 1280),
 * so focus moves to it, which brings it into view.
 */
export function SavedAddressForm({
  title,
  initial,
  countries,
  offerDefault,
  pending,
  error,
  onSave,
  onCancel,
  keepFor,
  editing,
}: {
  /** The signed-in shopper for whom what is typed is kept if their session ends while it is typed. */
  keepFor?: string;
  /** The id of the saved address being edited (kept with it); none: a new address. */
  editing?: number;
  title: string;
  initial: SavedAddressFields;
  countries: ShippingCountry[];
  /** Show "Make this my default address" (adding, when there are others). */
  offerDefault: boolean;
  pending: boolean;
  error: string | null;
  onSave: (address: SavedAddressFields, makeDefault: boolean) => void;
  onCancel: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [address, setAddress] = useState(initial);
  const [makeDefault, setMakeDefault] = useState(false);
  useKeepTypingWhenSessionEnds(
    bus,
    keepFor ? (editing === undefined ? KEPT_NEW_ADDRESS : KEPT_EDITED_ADDRESS) : null,
    keepFor ?? '',
    () => (editing === undefined ? address : { id: editing, address }),
    useShopNavigation(),
  );
  const [missing, setMissing] = useState<Partial<Record<keyof SavedAddressFields, string>>>({});
  const set = (field: keyof SavedAddressFields) => (value: string) => {
    setAddress((a) => ({ ...a, [field]: value }));
    setMissing((m) => ({ ...m, [field]: undefined }));
  };
  const country = countries.find((c) => c.code === address.country);
  const headingId = useId();
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  useEffect(() => {
    if (error) refusal.current?.focus();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // an empty field's message in checkout's words (the address rules' own, shared/src/domain/addressRules.ts)
    const required: [keyof SavedAddressFields, string][] = [
      ['fullName', fullNameProblem('')!],
      ['line1', streetProblem('')!],
      ['city', cityProblem('')!],
      ['postalCode', 'Enter your ZIP or postal code.'],
    ];
    // the country's own list of states: one must be chosen (the database says so too, but above the form)
    if (country && country.regions.length > 0) required.splice(3, 0, ['region', `Choose your ${country.regionLabel}.`]);
    const found = Object.fromEntries(required.filter(([f]) => !address[f].trim()));
    setMissing(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    onSave(address, makeDefault);
  };
  const text = (field: keyof SavedAddressFields, label: string, autoComplete: string, optional = false) => (
    <TextField
      label={optional ? `${label} (optional)` : label}
      value={address[field]}
      maxLength={limits[field]}
      autoComplete={autoComplete}
      required={!optional}
      error={missing[field]}
      onChange={(e) => set(field)(e.target.value)}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <FieldStack>
        <h2 id={headingId} css={{ margin: 0, fontSize: fontSize.xl }}>
          {title}
        </h2>
        {error && (
          <div ref={refusal} tabIndex={-1} css={{ outline: 'none' }}>
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        {text('fullName', 'Full name', 'shipping name')}
        {text('line1', 'Street address', 'shipping address-line1')}
        {text('line2', 'Apartment, suite, etc.', 'shipping address-line2', true)}
        <Row>
          {text('city', 'City', 'shipping address-level2')}
          {country && country.regions.length > 0 ? (
            <ChoiceField
              label={country.regionLabel.replace(/^./, (c) => c.toUpperCase())}
              value={address.region}
              options={country.regions}
              autoComplete="shipping address-level1"
              error={missing.region}
              onChange={set('region')}
            />
          ) : (
            text('region', 'State / Province', 'shipping address-level1')
          )}
        </Row>
        <Row>
          {text('postalCode', 'ZIP / Postal code', 'shipping postal-code')}
          {countries.length > 0 ? (
            <ChoiceField
              label="Country"
              value={address.country}
              options={countries}
              autoComplete="shipping country"
              onChange={(value) => setAddress((a) => ({ ...a, country: value, region: '' }))}
            />
          ) : (
            text('country', 'Country', 'shipping country')
          )}
        </Row>
        {text('phone', 'Phone', 'shipping tel', true)}
        {offerDefault && (
          <label css={{ display: 'flex', gap: space.sm, alignItems: 'center' }}>
            <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
            Make this my default address
          </label>
        )}
        <Actions>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Saving…' : 'Save Address'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </FieldStack>
    </form>
  );
}
