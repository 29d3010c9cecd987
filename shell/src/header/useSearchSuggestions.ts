import { useEffect, useRef, useState } from 'react';
import { fetchSearchSuggestions, SUGGEST_FROM_CHARACTERS, type SearchSuggestions } from '../api/searchSuggestions';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

export interface SuggestionsState {
  /** The text these suggestions answer (null: none asked for yet). */
  text: string | null;
  suggestions: SearchSuggestions;
  loading: boolean;
  failed: boolean;
}

const NONE: SearchSuggestions = { products: [], categories: [] };

/**
 * Suggestions for what is being typed: asked for once typing pauses, and
 * only the answer to the latest text is ever shown (an earlier request is
 * aborted, and an answer that arrives late is dropped).
 */
export function useSearchSuggestions(text: string, enabled: boolean): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({
    text: null,
    suggestions: NONE,
    loading: false,
    failed: false,
  });
  const latest = useRef(0);
  const wanted = text.trim();
  const active = enabled && wanted.length >= SUGGEST_FROM_CHARACTERS;

  useEffect(() => {
    const request = ++latest.current;
    if (!active) {
      setState({ text: null, suggestions: NONE, loading: false, failed: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchSuggestions(wanted, controller.signal).then(
        (suggestions) => {
          if (request === latest.current) setState({ text: wanted, suggestions, loading: false, failed: false });
        },
        () => {
          if (request === latest.current && !controller.signal.aborted)
            setState({ text: wanted, suggestions: NONE, loading: false, failed: true });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, active]);

  return state;
}
