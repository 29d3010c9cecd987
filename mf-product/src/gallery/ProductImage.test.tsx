import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@giftshop/shared';
import { ProductImage } from './ProductImage';

describe('ProductImage', () => {
  it('shows the picture it is given', () => {
    render(<ProductImage src="https://img.example/mug.svg" alt="Mug" />);
    expect(screen.getByAltText('Mug').getAttribute('src')).toBe('https://img.example/mug.svg');
    expect(screen.getByAltText('Mug').hasAttribute('data-broken')).toBe(false);
  });

  it('shows the placeholder when the picture fails to load, and a new picture again', () => {
    const { rerender } = render(<ProductImage src="https://img.example/gone.svg" alt="Mug" />);
    fireEvent.error(screen.getByAltText('Mug'));
    expect(screen.getByAltText('Mug').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(screen.getByAltText('Mug').hasAttribute('data-broken')).toBe(true);
    rerender(<ProductImage src="https://img.example/mug.svg" alt="Mug" />);
    expect(screen.getByAltText('Mug').getAttribute('src')).toBe('https://img.example/mug.svg');
  });

  it('shows the placeholder when there is no picture at all, never an empty box', () => {
    render(<ProductImage src="" alt="Mug" />);
    expect(screen.getByAltText('Mug').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(screen.getByAltText('Mug').hasAttribute('data-broken')).toBe(true);
  });
});
