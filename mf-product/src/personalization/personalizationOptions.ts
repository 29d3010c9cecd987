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
  if (Array.isArray(source.fields)) {
    const field = source.fields.find(isObject);
    if (!field) return null;
    nested = field;
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
  };
}
