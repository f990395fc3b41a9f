/**
 * The featured carousel's track (3-daily-use.txt section 9): a list shorter than 3 is repeated 5
 * times, a longer one gets its last 3 items before it and its first 3 after it, so the row can be
 * scrolled past either end and still show recipes. The copies are only scenery: each entry says
 * which entry is the real one it stands for, where the carousel jumps back to once a scroll settles
 * on a copy. Pure, so the padding is tested apart from the scrolling.
 */
export const CAROUSEL_CARD_WIDTH = 172;
/** A card and the gap after it. */
export const CAROUSEL_STEP = 204;
export const CAROUSEL_PADDING = 3;
export const CAROUSEL_REPEATS = 5;

export interface CarouselEntry<T> {
  readonly item: T;
  /** Unique within the track, stable across renders. */
  readonly key: string;
  /** A stand-in for another entry: hidden from assistive technology and the tab order. */
  readonly copy: boolean;
  /** The track index of the real entry for this item (its own index when it is real). */
  readonly realIndex: number;
}

export interface CarouselTrack<T> {
  readonly entries: readonly CarouselEntry<T>[];
  /** The track index of the first real entry: where the carousel starts. */
  readonly start: number;
}

export function carouselTrack<T>(featured: readonly T[]): CarouselTrack<T> {
  const n = featured.length;
  if (n === 0) return { entries: [], start: 0 };
  if (n < CAROUSEL_PADDING) {
    // The middle repetition is the real one, so there are copies on both sides of it.
    const middle = Math.floor(CAROUSEL_REPEATS / 2);
    const entries = Array.from({ length: CAROUSEL_REPEATS }, (_, round) =>
      featured.map((item, i) => ({ item, key: `${round}-${i}`, copy: round !== middle, realIndex: middle * n + i })),
    ).flat();
    return { entries, start: middle * n };
  }
  const before = featured
    .slice(-CAROUSEL_PADDING)
    .map((item, i) => ({ item, key: `before-${i}`, copy: true, realIndex: n + i }));
  const real = featured.map((item, i) => ({ item, key: `real-${i}`, copy: false, realIndex: CAROUSEL_PADDING + i }));
  const after = featured
    .slice(0, CAROUSEL_PADDING)
    .map((item, i) => ({ item, key: `after-${i}`, copy: true, realIndex: CAROUSEL_PADDING + i }));
  return { entries: [...before, ...real, ...after], start: CAROUSEL_PADDING };
}

/** Where the track's entry `index` starts, in pixels from the track's start. */
export const carouselOffset = (index: number): number => index * CAROUSEL_STEP;

/** The entry nearest a scroll position (the left edge of the first visible card's slot). */
export const carouselIndexAt = (scrollLeft: number, length: number): number =>
  Math.min(Math.max(0, Math.round(scrollLeft / CAROUSEL_STEP)), Math.max(0, length - 1));

/**
 * Previous or Next from the entry at `here`: always onto a real card. Past an end it starts from the
 * current card's copy on the other side (`from`, reached by an unseen jump), so the row moves one
 * card on and never waits for a scroll to settle on a copy.
 */
export function carouselStep<T>(
  track: CarouselTrack<T>,
  here: number,
  direction: 1 | -1,
): { readonly from: number; readonly to: number } {
  const { entries, start } = track;
  const real = entries.filter((entry) => !entry.copy).length;
  const current = entries[here]?.realIndex ?? start;
  const twin = current - direction * real;
  const from = entries[current + direction]?.copy && entries[twin] ? twin : current;
  return { from, to: from + direction };
}
