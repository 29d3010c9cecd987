import { colorCss } from './colorSwatch';

/** A colour the shopper's text can be printed in. */
export interface TextColor {
  name: string;
  css: string;
}

/** What a design lets the shopper personalize, read from its `personalization_options`. */
export interface Personalization {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The design is printed with this text: it cannot be ordered without it. */
  required: boolean;
  colors: TextColor[];
  /** Lettering the shopper may choose (catalogue names, drawn with system fonts). */
  fonts: string[];
  /** A number printed beside the text (a jersey's 0–99), when the design has one: a field of `type: "number"`. */
  number?: NumberField;
}

/** A design's number: digits only, from `min` to `max` (the server checks the same, 20250609008000_design_numbers.sql). */
export interface NumberField {
  label: string;
  min: number;
  max: number;
  required: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readColors(source: Json): TextColor[] {
  const list = source.colors ?? source.colours ?? source.textColors ?? source.text_colors ?? source.fontColors;
  if (!Array.isArray(list)) return [];
  const colors: TextColor[] = [];
  for (const entry of list.slice(0, 24)) {
    const name = typeof entry === 'string' ? entry : isObject(entry) ? (entry.name ?? entry.label) : undefined;
    const given = isObject(entry) ? (entry.hex ?? entry.value ?? entry.color) : undefined;
    if (typeof name !== 'string' || !name.trim()) continue;
    const css = colorCss(typeof given === 'string' ? given : name);
    if (css && !colors.some((c) => c.name === name.trim())) colors.push({ name: name.trim(), css });
  }
  return colors;
}

function readFonts(source: Json): string[] {
  if (!Array.isArray(source.fonts)) return [];
  const names = source.fonts
    .filter((f): f is string => typeof f === 'string' && f.trim() !== '')
    .map((f) => f.trim().slice(0, 40));
  return [...new Set(names)].slice(0, 8);
}

/** The design's number field, as the server reads it (min 0 and max 99 unless the field says otherwise). */
function readNumber(fields: unknown[]): NumberField | undefined {
  const field = fields.find((f): f is Json => isObject(f) && f.type === 'number');
  if (!field) return undefined;
  const bound = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999 ? value : fallback;
  return {
    label: readText(field, 'label') ?? 'Number',
    min: bound(field.min, 0),
    max: bound(field.max, 99),
    required: field.required === true,
  };
}

function readText(source: Json, key: string): string | null {
  const value = source[key];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 80) : null;
}

/**
 * The personalization a design offers, or null when it offers none.
 * The column is free-form JSON, so every shape seen in catalogues is read
 * tolerantly: the catalogue's `{ fields: [{ key, label, maxLength, placeholder }],
 * colors: [{ name, hex }] }`, and `true`, `["text"]`, `{ text: true, colors: [...] }`,
 * `[{ type: "text", label, maxLength }]`, or a JSON string of any of these.
 * The shop's own limit (`maxLimit`) always wins over a larger one.
 */
export function readPersonalization(raw: unknown, maxLimit: number): Personalization | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      value = raw.trim() ? { label: raw } : null;
    }
  }
  if (Array.isArray(value)) {
    const entry = value.find((e) => isObject(e) || typeof e === 'string');
    if (entry === undefined) return null;
    value = isObject(entry) ? entry : { label: null };
  }
  if (value === true) value = { enabled: true };
  if (!isObject(value) || Object.keys(value).length === 0) return null;
  const source = value;
  if (source.enabled === false || source.text === false) return null;
  let nested: Json = isObject(source.text) ? source.text : source;
  let number: NumberField | undefined;
  if (Array.isArray(source.fields)) {
    // the text is the first field that is not a number; a number field is read beside it
    const field = source.fields.find((f): f is Json => isObject(f) && f.type !== 'number');
    number = readNumber(source.fields);
    if (!field && !number) return null;
    nested = field ?? {};
  }
  const requested = Number(nested.maxLength ?? nested.max_length ?? source.maxLength ?? source.max_length);
  const maxLength = Number.isFinite(requested) && requested >= 1 ? Math.min(Math.floor(requested), maxLimit) : maxLimit;
  return {
    label: readText(nested, 'label') ?? readText(source, 'label') ?? 'Your personalization',
    placeholder:
      readText(nested, 'placeholder') ?? readText(source, 'placeholder') ?? 'e.g. a name, a date or a short message',
    maxLength,
    required: nested.required === true || source.required === true,
    colors: readColors(nested).length ? readColors(nested) : readColors(source),
    fonts: readFonts(nested).length ? readFonts(nested) : readFonts(source),
    ...(number ? { number } : {}),
  };
}
