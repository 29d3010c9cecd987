import { useEffect, useRef, useState, type RefObject } from 'react';
import { breakpoint } from '@giftshop/shared';
import { createCardCarousel, VISIBLE_THRESHOLD, type CardCarousel } from './cardCarousel';

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
/**
 * Cards play while on screen where they cannot be hovered: touch screens of
 * any size (a phone on its side or a tablet is wider than the phone layout)
 * and the phone layout itself.
 */
const playsWhenVisible = () =>
  typeof matchMedia === 'function' &&
  (matchMedia('(hover: none)').matches || matchMedia(`(max-width: ${breakpoint.mobile - 1}px)`).matches);

/**
 * Wires a card's carousel to the pointer (hover) and, on screens that
 * cannot hover or are phone-sized, to how much of the card is on screen. Returns the image to show
 * and the handlers for the card.
 */
export function useCardCarousel(cardRef: RefObject<HTMLElement | null>, imageCount: number) {
  const [index, setIndex] = useState(0);
  const carousel = useRef<CardCarousel | null>(null);

  useEffect(() => {
    const c = createCardCarousel({ imageCount, onIndexChange: setIndex, reducedMotion: prefersReducedMotion });
    carousel.current = c;
    setIndex(0);
    const card = cardRef.current;
    let observer: IntersectionObserver | undefined;
    if (card && imageCount > 1 && playsWhenVisible() && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry && entry.isIntersecting && entry.intersectionRatio >= VISIBLE_THRESHOLD) c.start('visible');
          else c.stop('visible');
        },
        { threshold: [0, VISIBLE_THRESHOLD] },
      );
      observer.observe(card);
    }
    return () => {
      observer?.disconnect();
      c.dispose();
      carousel.current = null;
    };
  }, [cardRef, imageCount]);

  return {
    index,
    onMouseEnter: () => carousel.current?.start('hover'),
    onMouseLeave: () => carousel.current?.stop('hover'),
  };
}
