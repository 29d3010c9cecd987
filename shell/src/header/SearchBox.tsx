import styled from '@emotion/styled';
import { memo, useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { color, VisuallyHidden, radius } from '@giftshop/shared';
import { SUGGEST_FROM_CHARACTERS } from '../api/searchSuggestions';
import { SearchIcon } from './icons';
import { SearchSuggestionList, suggestionOptions, type SuggestionOption } from './SearchSuggestionList';
import { useSearchSuggestions } from './useSearchSuggestions';

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

/** What a screen reader hears when suggestions change. */
function announcement(options: SuggestionOption[], loading: boolean, failed: boolean): string {
  if (loading) return '';
  if (failed) return 'Suggestions are not available right now. Press Enter to search.';
  const products = options.filter((o) => o.kind === 'product').length;
  const categories = options.filter((o) => o.kind === 'category').length;
  if (products + categories === 0) return 'No suggestions. Press Enter to search.';
  const parts = [
    products ? `${products} product${products === 1 ? '' : 's'}` : '',
    categories ? `${categories} categor${categories === 1 ? 'y' : 'ies'}` : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} suggested. Use the up and down arrows to choose.`;
}

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
  const { text, suggestions, loading, failed } = useSearchSuggestions(query, open);
  const options = text === null ? [] : suggestionOptions(suggestions, text);
  const showing = open && query.trim().length >= SUGGEST_FROM_CHARACTERS && text !== null;

  useEffect(() => {
    if (location.pathname === '/products') setQuery(new URLSearchParams(location.search).get('q') ?? '');
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
    const q = query.trim().slice(0, 100);
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
      <Form role="search" onSubmit={submit} action="/products">
        <label htmlFor={id}>
          <VisuallyHidden>Search gifts</VisuallyHidden>
        </label>
        <input
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
          maxLength={100}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
        <button type="submit" aria-label="Search">
          <SearchIcon />
        </button>
      </Form>
      <SearchSuggestionList id={listId} hidden={!showing} options={options} activeIndex={activeIndex} onChoose={go} />
      <VisuallyHidden role="status" aria-live="polite">
        {showing ? announcement(options, loading, failed) : ''}
      </VisuallyHidden>
    </Wrap>
  );
});
