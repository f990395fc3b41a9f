/** The pre-login carousel's five slides, in order (1-shell.txt section 1); the last one has the button. */
export const SLIDES = ['welcome', 'recipes', 'research', 'planner', 'groceries'] as const;
export type Slide = (typeof SLIDES)[number];

/** The slide a key press leads to (the carousel's arrows, Home and End), or undefined for other keys. */
export function slideAfterKey(current: number, key: string, count: number = SLIDES.length): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return Math.min(current + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** A horizontal swipe of more than this many pixels turns the slide. */
export const SWIPE_PX = 50;
