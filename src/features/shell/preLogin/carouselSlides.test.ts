import { describe, expect, it } from 'vitest';
import { SLIDES, slideAfterKey } from './carouselSlides';

describe('the welcome carousel', () => {
  it('has the five slides of the document, the shopping lists last', () => {
    expect(SLIDES).toEqual(['welcome', 'recipes', 'research', 'planner', 'groceries']);
  });

  it('turns by the arrow keys within its slides, and Home and End go to the ends', () => {
    expect(slideAfterKey(0, 'ArrowRight')).toBe(1);
    expect(slideAfterKey(4, 'ArrowRight')).toBe(4);
    expect(slideAfterKey(0, 'ArrowLeft')).toBe(0);
    expect(slideAfterKey(3, 'ArrowLeft')).toBe(2);
    expect(slideAfterKey(2, 'Home')).toBe(0);
    expect(slideAfterKey(2, 'End')).toBe(4);
    expect(slideAfterKey(2, 'Enter')).toBeUndefined();
  });
});
