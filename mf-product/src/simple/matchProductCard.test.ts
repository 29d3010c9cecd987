import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@giftshop/shared/domain';
import { matchProductCard, slugifyName } from './matchProductCard';

const card = (name: string): ProductCard => ({ name, price: 10, original_price: null, image: null });
const cards = [
  card('Personalized Name Mug'),
  card("Mom's Garden Sign"),
  card('Crème Brûlée Ornament'),
  card('personalized name mug'),
];

describe('matchProductCard', () => {
  it('matches the exact name first', () => {
    expect(matchProductCard(cards, 'personalized name mug')).toBe(cards[3]);
    expect(matchProductCard(cards, 'Personalized Name Mug')).toBe(cards[0]);
  });

  it('matches a name ignoring case', () => {
    expect(matchProductCard(cards, "MOM'S GARDEN SIGN")).toBe(cards[1]);
  });

  it('matches a slugified name', () => {
    expect(matchProductCard(cards, 'moms-garden-sign')).toBe(cards[1]);
    expect(matchProductCard(cards, 'creme-brulee-ornament')).toBe(cards[2]);
  });

  it('finds nothing for unknown, empty or punctuation-only slugs', () => {
    expect(matchProductCard(cards, 'no-such-gift')).toBeNull();
    expect(matchProductCard(cards, '   ')).toBeNull();
    expect(matchProductCard(cards, '%E0%A4%A')).toBeNull();
    expect(matchProductCard([card('!!!')], '???')).toBeNull();
  });
});

describe('slugifyName', () => {
  it('makes link-friendly slugs', () => {
    expect(slugifyName("Mom's Mug — 11 oz")).toBe('moms-mug-11-oz');
    expect(slugifyName('  Ünïcödé  Gift ')).toBe('unicode-gift');
  });
});
