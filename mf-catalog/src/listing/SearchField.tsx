import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { color, fontSize, radius, space, VisuallyHidden } from '@giftshop/shared';
import { withinSearchLimit } from '@giftshop/shared/domain';
import { cleanSearchText } from './listingParams';

const TYPING_PAUSE_MS = 400;

const Form = styled.form({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 260px',
  maxWidth: 420,
  height: 44,
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.surface,
  padding: `0 ${space.xs} 0 ${space.md}`,
  // The input drops its own outline: the whole pill shows the shop's focus ring instead.
  '&:focus-within': { borderColor: color.ink, outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  input: {
    flex: 1,
    minWidth: 0,
    border: 0,
    background: 'transparent',
    fontSize: fontSize.md,
    color: color.ink,
    outline: 'none',
  },
  'input::placeholder': { color: color.inkMuted },
});

/**
 * The listing's own search box. It follows the URL's `q`. Typing updates
 * the URL after a short pause: the first settled search is a new history
 * entry (so Back returns to the listing as it was), and further typing
 * refines that entry in place rather than adding one per pause. Enter
 * commits at once; typing after it starts a new entry.
 */
export function SearchField({
  value,
  label,
  onSearch,
}: {
  value: string;
  label: string;
  onSearch(q: string, options: { replace: boolean }): void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The search this field's typing put in the URL last, while it may still be refined in place.
  const typed = useRef<string | null>(null);

  // Follow the URL (back/forward, "See All Products"), but never rewrite what the
  // shopper is typing: "red " stays "red " while the URL says "red".
  useEffect(() => setText((current) => (cleanSearchText(current) === value ? current : value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (entered: string) => {
    const next = withinSearchLimit(entered);
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const q = cleanSearchText(next);
      if (q === value) return;
      onSearch(next, { replace: typed.current === value });
      typed.current = q;
    }, TYPING_PAUSE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text, { replace: false });
    typed.current = null;
  };

  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={label}
        value={text}
        autoComplete="off"
        onChange={(e) => change(e.target.value)}
      />
    </Form>
  );
}
