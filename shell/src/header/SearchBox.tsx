import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { color, radius, VisuallyHidden } from '@giftshop/shared';
import { SearchIcon } from './icons';

const Form = styled.form({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  maxWidth: 440,
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
  button: {
    display: 'grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    border: 0,
    borderRadius: radius.pill,
    background: 'transparent',
    color: color.ink,
    cursor: 'pointer',
  },
});

/** The header's search: submits to `/products?q=…`. */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (location.pathname === '/products') setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim().slice(0, 100);
    void navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  };

  return (
    <Form role="search" onSubmit={submit} action="/products">
      <label htmlFor={id}>
        <VisuallyHidden>Search gifts</VisuallyHidden>
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search mugs, ornaments, shirts…"
        value={query}
        maxLength={100}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
    </Form>
  );
}
