import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carouselIndexAt, carouselOffset, carouselStep, carouselTrack, CAROUSEL_STEP } from './carousel';

const items = (track: ReturnType<typeof carouselTrack<string>>) => track.entries.map((e) => e.item);

describe('the featured carousel’s track', () => {
  it('is empty for no featured recipes', () => {
    expect(carouselTrack([])).toEqual({ entries: [], start: 0 });
  });

  it('repeats a list shorter than 3 five times, the middle repetition being the real one', () => {
    const one = carouselTrack(['a']);
    expect(items(one)).toEqual(['a', 'a', 'a', 'a', 'a']);
    expect(one.start).toBe(2);
    expect(one.entries.map((e) => e.copy)).toEqual([true, true, false, true, true]);
    const two = carouselTrack(['a', 'b']);
    expect(items(two)).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(two.start).toBe(4);
    expect(two.entries.filter((e) => !e.copy).map((e) => e.item)).toEqual(['a', 'b']);
  });

  it('pads a list of 3 or more with its last 3 before and its first 3 after', () => {
    expect(items(carouselTrack(['a', 'b', 'c']))).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
    const track = carouselTrack(['a', 'b', 'c', 'd', 'e']);
    expect(items(track)).toEqual(['c', 'd', 'e', 'a', 'b', 'c', 'd', 'e', 'a', 'b', 'c']);
    expect(track.start).toBe(3);
    expect(track.entries.map((e) => e.copy)).toEqual([
      ...[true, true, true],
      ...[false, false, false, false, false],
      ...[true, true, true],
    ]);
  });

  it('points every entry at a real entry of the same item, and keys are unique', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 12 }), (list) => {
        const { entries, start } = carouselTrack(list);
        expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
        expect(entries.filter((e) => !e.copy).map((e) => e.item)).toEqual(list);
        expect(entries[start]!.copy).toBe(false);
        entries.forEach((entry, index) => {
          const real = entries[entry.realIndex]!;
          expect(real.copy).toBe(false);
          expect(real.item).toBe(entry.item);
          if (!entry.copy) expect(entry.realIndex).toBe(index);
        });
      }),
    );
  });
});

describe('the carousel’s positions', () => {
  it('steps 204 pixels a card (172 wide and the gap)', () => {
    expect(carouselOffset(0)).toBe(0);
    expect(carouselOffset(3)).toBe(3 * CAROUSEL_STEP);
    expect(CAROUSEL_STEP).toBe(204);
  });

  it('finds the nearest entry for a scroll position, within the track', () => {
    expect(carouselIndexAt(0, 9)).toBe(0);
    expect(carouselIndexAt(CAROUSEL_STEP * 2 + 90, 9)).toBe(2);
    expect(carouselIndexAt(CAROUSEL_STEP * 2 + 110, 9)).toBe(3);
    expect(carouselIndexAt(-50, 9)).toBe(0);
    expect(carouselIndexAt(CAROUSEL_STEP * 40, 9)).toBe(8);
  });
});

describe('Previous and Next', () => {
  const six = carouselTrack(['a', 'b', 'c', 'd', 'e', 'f']);
  it('move one card within the list', () => {
    expect(carouselStep(six, 4, 1)).toEqual({ from: 4, to: 5 });
    expect(carouselStep(six, 4, -1)).toEqual({ from: 4, to: 3 });
  });

  it('past an end, start from the copy on the other side and end on the real card', () => {
    // From the first real card (a, at 3) back to f: via the copy of a after the list.
    expect(carouselStep(six, 3, -1)).toEqual({ from: 9, to: 8 });
    expect(six.entries[8]).toMatchObject({ item: 'f', copy: false });
    // From the last (f, at 8) on to a: via the copy of f before the list.
    expect(carouselStep(six, 8, 1)).toEqual({ from: 2, to: 3 });
  });

  it('end on a real card showing the neighbour of the current one, from anywhere, for any list (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.constantFrom(1 as const, -1 as const), (n, at, dir) => {
        const list = Array.from({ length: n }, (_, i) => i);
        const track = carouselTrack(list);
        const here = at % track.entries.length;
        const { from, to } = carouselStep(track, here, dir);
        const landed = track.entries[to]!;
        expect(landed.copy).toBe(false);
        expect(track.entries[from]!.item).toBe(track.entries[here]!.item);
        expect(landed.item).toBe((track.entries[here]!.item + dir + n) % n);
      }),
    );
  });
});
