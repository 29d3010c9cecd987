import styled from '@emotion/styled';
import { memo, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { color, VisuallyHidden, radius } from '@giftshop/shared';
import { searchIsUnreadable, withinSearchLimit } from '@giftshop/shared/domain';
import { lazyFramePart } from '../layout/HydrateAfterResponds';
import { SearchIcon } from './icons';
import type { SuggestionOption } from './SearchSuggestionList';

/** What the suggestions offer for what is typed now: what the arrows, Enter and the box's ARIA read. */
export interface SuggestionsOffer {
  /** The text these suggestions answer (null: none yet). */
  text: string | null;
  options: SuggestionOption[];
  /** The list is shown (the box is open, enough is typed, an answer is in). */
  showing: boolean;
  /** What a screen reader hears. */
  announcement: string;
}

const noOffer: SuggestionsOffer = { text: null, options: [], showing: false, announcement: '' };

/*
 * The suggestions (their list, the backend call, the hook) are a chunk of their own, loaded on the box's first
 * focus or keystroke: no page needs them to respond, and the plain search form works without them. One that
 * cannot load leaves the plain search, and the console says so (`lazyFramePart`).
 */
const SearchSuggestions = lazyFramePart('search suggestions', () =>
  import('./SearchSuggestions').then((m) => m.SearchSuggestions),
);

const Wrap = styled.div({ position: 'relative', display: 'flex', flex: 1, maxWidth: 440 });

const Form = styled.form({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  height: 42,
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.surface,
  paddingLeft: 16,
  // The input drops its own outline: the whole pill shows the shop's focus ring instead.
  '&:focus-within': { borderColor: color.ink, outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  input: {
    flex: 1,
    minWidth: 0,
    border: 0,
    background: 'transparent',
    fontSize: 15,
    color: color.ink,
    outline: 'none',
    '&::placeholder': { color: color.inkMuted },
  },
  // A 44 px tap target (WCAG 2.5.5) in the 42 px pill: it overhangs the pill by a pixel above and below (2.5 px
  // past its border's inside; the pill keeps its height, so nothing around it moves), and the 2 px it takes
  // back on the right keep the icon where it was.
  button: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: 44,
    height: 44,
    marginRight: -2,
    border: 0,
    borderRadius: radius.pill,
    background: 'transparent',
    color: color.ink,
    cursor: 'pointer',
  },
});

/**
 * The header's search: a WAI-ARIA combobox. After 2 characters it suggests
 * products and categories (arrows move, Enter opens the choice or searches,
 * Escape closes); submitting goes to `/products?q=…`. Memoized: the header's own state (its menus, going
 * compact, the page responding) does not render it again.
 */
export const SearchBox = memo(function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The suggestions' code is asked for on the first focus or keystroke, and kept; what is typed meanwhile stays.
  const [wanted, setWanted] = useState(false);
  const [offer, setOffer] = useState(noOffer);
  const { text, options, showing } = offer;
  const input = useRef<HTMLInputElement>(null);
  // Focused before the page responded (a tap, or the browser's own focus): the suggestions load at once.
  useEffect(() => {
    if (document.activeElement === input.current) setWanted(true);
  }, []);

  useEffect(() => {
    // a search the page cannot read ("We couldn't read that search") is not put back in the box as "�%A"
    if (location.pathname === '/products')
      setQuery(
        searchIsUnreadable(location.search)
          ? ''
          : withinSearchLimit(new URLSearchParams(location.search).get('q') ?? ''),
      );
  }, [location.pathname, location.search]);
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);
  useEffect(() => setActiveIndex(-1), [text]);

  const go = (option: SuggestionOption) => {
    setOpen(false);
    setActiveIndex(-1);
    void navigate(option.to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showing ? options[activeIndex] : undefined;
    if (chosen) {
      go(chosen);
      return;
    }
    const q = query.trim();
    setOpen(false);
    void navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showing) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => {
        const next = i + step;
        if (next >= options.length) return -1; // past the last: back to the text
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (showing) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      }
    }
  };

  return (
    <Wrap
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {/* Named: a listing has a search of its own, and a screen reader's list of landmarks tells the two apart. */}
      <Form role="search" aria-label="All gifts" onSubmit={submit} action="/products">
        <label htmlFor={id}>
          <VisuallyHidden>Search gifts</VisuallyHidden>
        </label>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={showing && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder="Search mugs, ornaments, shirts…"
          value={query}
          onChange={(e) => {
            // 100 characters as the database counts them (withinSearchLimit), not maxLength's UTF-16 units
            setQuery(withinSearchLimit(e.target.value));
            setOpen(true);
            setWanted(true);
          }}
          onFocus={() => {
            setOpen(true);
            setWanted(true);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
        <button type="submit" aria-label="Search">
          <SearchIcon />
        </button>
      </Form>
      {wanted && (
        <Suspense>
          <SearchSuggestions
            id={listId}
            query={query}
            open={open}
            activeIndex={activeIndex}
            onChoose={go}
            onOffer={setOffer}
          />
        </Suspense>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {offer.announcement}
      </VisuallyHidden>
    </Wrap>
  );
});
