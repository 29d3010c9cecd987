import { useLayoutEffect, useMemo } from 'react';
import { SUGGEST_FROM_CHARACTERS } from '../api/searchSuggestions';
import type { SuggestionsOffer } from './SearchBox';
import { SearchSuggestionList, suggestionOptions, type SuggestionOption } from './SearchSuggestionList';
import { useSearchSuggestions } from './useSearchSuggestions';

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

interface SearchSuggestionsProps {
  /** The listbox's id (the search box's `aria-controls`). */
  id: string;
  /** What is typed (the search box keeps it, also while this code loads). */
  query: string;
  open: boolean;
  activeIndex: number;
  onChoose(option: SuggestionOption): void;
  /** Tells the search box what is offered now, before the browser paints. */
  onOffer(offer: SuggestionsOffer): void;
}

/**
 * The header search's suggestions: asked for while a shopper types, listed under the box. Its own chunk, loaded
 * on the box's first focus or keystroke (`SearchBox.tsx`): no page needs it to respond.
 */
export function SearchSuggestions({ id, query, open, activeIndex, onChoose, onOffer }: SearchSuggestionsProps) {
  const { text, suggestions, loading, failed } = useSearchSuggestions(query, open);
  const options = useMemo(() => (text === null ? [] : suggestionOptions(suggestions, text)), [suggestions, text]);
  const showing = open && query.trim().length >= SUGGEST_FROM_CHARACTERS && text !== null;
  const said = showing ? announcement(options, loading, failed) : '';
  useLayoutEffect(
    () => onOffer({ text, options, showing, announcement: said }),
    [onOffer, text, options, showing, said],
  );
  return (
    <SearchSuggestionList
      id={id}
      hidden={!showing}
      options={options}
      activeIndex={activeIndex}
      unavailable={failed}
      onChoose={onChoose}
    />
  );
}
