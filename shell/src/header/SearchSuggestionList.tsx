import styled from '@emotion/styled';
import { color, fontSize, radius, shadow, space, storageImageUrl } from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import type { SearchSuggestions } from '../api/searchSuggestions';

/** One choice in the suggestions, in the order the arrows move through them. */
export type SuggestionOption =
  | { kind: 'product'; key: string; to: string; name: string; price: number; priceFrom: boolean; image: string | null }
  | { kind: 'category'; key: string; to: string; name: string }
  | { kind: 'search'; key: string; to: string; name: string };

/** Products, then categories, then "search for what was typed". */
export function suggestionOptions(suggestions: SearchSuggestions, text: string): SuggestionOption[] {
  return [
    ...suggestions.products.map((p): SuggestionOption => ({
      kind: 'product',
      key: `p-${p.sku}`,
      to: `/product/${encodeURIComponent(p.sku)}`,
      name: p.name,
      price: p.price,
      priceFrom: p.priceFrom,
      image: p.image,
    })),
    ...suggestions.categories.map((c): SuggestionOption => ({
      kind: 'category',
      key: `c-${c.slug}`,
      to: `/category/${encodeURIComponent(c.slug)}`,
      name: c.name,
    })),
    { kind: 'search', key: 'search', to: `/products?q=${encodeURIComponent(text.slice(0, 100))}`, name: text },
  ];
}

const Panel = styled.div({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: 0,
  right: 0,
  zIndex: 60,
  margin: 0,
  padding: `${space.sm} 0`,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
  maxHeight: 'min(70vh, 520px)',
  overflowY: 'auto',
  '&[hidden]': { display: 'none' },
});

const Heading = styled.div({
  padding: `${space.sm} ${space.md} ${space.xs}`,
  fontSize: fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: color.inkMuted,
});

const Option = styled.div<{ active: boolean }>(({ active }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minHeight: 44,
  padding: `6px ${space.md}`,
  cursor: 'pointer',
  color: color.ink,
  background: active ? color.surfaceMuted : 'transparent',
  boxShadow: active ? `inset 3px 0 0 ${color.accent}` : 'none',
  '&:hover': { background: color.surfaceMuted },
  img: {
    width: 48,
    height: 48,
    flex: '0 0 48px',
    objectFit: 'cover',
    borderRadius: radius.sm,
    background: color.surfaceMuted,
  },
}));

// a long word (a name, or what was typed: up to 100 characters with no space) wraps inside the panel
const Name = styled.span({ flex: 1, minWidth: 0, fontSize: fontSize.sm, lineHeight: 1.3, overflowWrap: 'anywhere' });
const Price = styled.span({ fontSize: fontSize.sm, fontWeight: 700, whiteSpace: 'nowrap' });
const Muted = styled.span({ color: color.inkMuted, fontWeight: 400 });
const Unavailable = styled.p({
  margin: 0,
  padding: `${space.xs} ${space.md} ${space.sm}`,
  fontSize: fontSize.sm,
  lineHeight: 1.4,
  color: color.inkMuted,
});

interface SearchSuggestionListProps {
  id: string;
  hidden: boolean;
  options: SuggestionOption[];
  activeIndex: number;
  /** The suggestions could not be asked for (the backend is down): said above the search, which still works. */
  unavailable?: boolean;
  onChoose(option: SuggestionOption): void;
}

/** The combobox's listbox: products with picture, name and price; categories; the search itself. */
export function SearchSuggestionList({
  id,
  hidden,
  options,
  activeIndex,
  unavailable = false,
  onChoose,
}: SearchSuggestionListProps) {
  const render = (option: SuggestionOption, index: number) => (
    <Option
      key={option.key}
      id={`${id}-${index}`}
      role="option"
      aria-selected={index === activeIndex}
      active={index === activeIndex}
      data-testid={`suggestion-${option.kind}`}
      // keep focus in the input: the choice is made on click
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
    >
      {option.kind === 'product' && (
        <>
          <img src={storageImageUrl(option.image)} alt="" width={48} height={48} loading="lazy" />
          <Name>{option.name}</Name>
          <Price>
            {option.priceFrom && <Muted>From </Muted>}
            {formatPrice(option.price)}
          </Price>
        </>
      )}
      {option.kind === 'category' && <Name>{option.name}</Name>}
      {option.kind === 'search' && (
        <Name>
          {/* isolated: a search starting with a right-to-left override never pulls its quotes out of place */}
          <Muted>Search for </Muted>“<bdi>{option.name}</bdi>”
        </Name>
      )}
    </Option>
  );
  const group = (kind: SuggestionOption['kind'], label: string) => {
    const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
    if (members.length === 0) return null;
    return (
      <div role="group" aria-label={label}>
        {label && <Heading aria-hidden="true">{label}</Heading>}
        {members.map(({ option, index }) => render(option, index))}
      </div>
    );
  };
  return (
    <Panel id={id} role="listbox" aria-label="Search suggestions" hidden={hidden}>
      {/* seen; a screen reader hears it from the box's status line (`SearchSuggestions`' announcement) */}
      {unavailable && (
        <Unavailable aria-hidden="true" data-testid="suggestions-unavailable">
          Suggestions aren&rsquo;t available right now. Searching still works.
        </Unavailable>
      )}
      {group('product', 'Products')}
      {group('category', 'Categories')}
      {options.map((option, index) => option.kind === 'search' && render(option, index))}
    </Panel>
  );
}
