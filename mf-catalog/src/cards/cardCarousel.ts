/**
 * The timing of a product card's image carousel (spec section 9), as a plain
 * object so it is tested with fake timers:
 * - while hovered it advances every 1.6 s;
 * - on touch-sized screens, once the card has been at least half visible for
 *   1.5 s it advances, then every 1.6 s while it stays visible;
 * - when nothing keeps it playing it stops and goes back to the first image;
 * - with reduced motion asked for, it never moves.
 */
export const CAROUSEL_INTERVAL_MS = 1600;
export const VISIBLE_AUTOPLAY_DELAY_MS = 1500;
export const VISIBLE_THRESHOLD = 0.5;

export type CarouselReason = 'hover' | 'visible';

export interface CardCarousel {
  start(reason: CarouselReason): void;
  stop(reason: CarouselReason): void;
  dispose(): void;
}

export interface CardCarouselOptions {
  imageCount: number;
  onIndexChange(index: number): void;
  reducedMotion?: () => boolean;
}

export function createCardCarousel({
  imageCount,
  onIndexChange,
  reducedMotion = () => false,
}: CardCarouselOptions): CardCarousel {
  const reasons = new Set<CarouselReason>();
  let index = 0;
  let interval: ReturnType<typeof setInterval> | undefined;
  let delay: ReturnType<typeof setTimeout> | undefined;

  const show = (next: number) => {
    if (next === index) return;
    index = next;
    onIndexChange(index);
  };
  const advance = () => show((index + 1) % imageCount);
  const clearTimers = () => {
    clearInterval(interval);
    clearTimeout(delay);
    interval = undefined;
    delay = undefined;
  };
  const play = (firstAfterMs: number) => {
    clearTimers();
    if (firstAfterMs === CAROUSEL_INTERVAL_MS) {
      interval = setInterval(advance, CAROUSEL_INTERVAL_MS);
      return;
    }
    delay = setTimeout(() => {
      delay = undefined;
      advance();
      interval = setInterval(advance, CAROUSEL_INTERVAL_MS);
    }, firstAfterMs);
  };

  return {
    start(reason) {
      if (imageCount < 2 || reducedMotion() || reasons.has(reason)) return;
      const wasPlaying = reasons.size > 0;
      reasons.add(reason);
      if (reason === 'hover') play(CAROUSEL_INTERVAL_MS);
      else if (!wasPlaying) play(VISIBLE_AUTOPLAY_DELAY_MS);
    },
    stop(reason) {
      if (!reasons.delete(reason)) return;
      if (reasons.size > 0) {
        // Still visible after the pointer left: keep going at the carousel's pace.
        if (!interval && !delay) play(CAROUSEL_INTERVAL_MS);
        return;
      }
      clearTimers();
      show(0);
    },
    dispose() {
      reasons.clear();
      clearTimers();
    },
  };
}
