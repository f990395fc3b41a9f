import { describe, expect, it } from 'vitest';
import { directionSteps } from './directions';

describe('directionSteps', () => {
  it.each([
    // numbered lines lose their number
    ['1. Heat the oil.', 'Heat the oil.', false],
    ['2) Add the onion.', 'Add the onion.', false],
    ['3: Stir.', 'Stir.', false],
    ['4 - Serve.', 'Serve.', false],
    ['(5) Serve.', 'Serve.', false],
    ['Step 3: Bake for 20 minutes.', 'Bake for 20 minutes.', false],
    ['step 3. Bake.', 'Bake.', false],
    ['Stap 3: Bak 20 minuten.', 'Bak 20 minuten.', false],
    ['Step 12 Rest the dough.', 'Rest the dough.', false],
    ['  10.   Trim spaces.  ', 'Trim spaces.', false],
    // numbers that are part of the text stay
    ['2 eggs go in first.', '2 eggs go in first.', false],
    ['1.5 cups of flour, sifted.', '1.5 cups of flour, sifted.', false],
    ['350 degrees is hot.', '350 degrees is hot.', false],
    ['Bake at 200 °C. 2. Not a number at the start.', 'Bake at 200 °C. 2. Not a number at the start.', false],
    ['Stepping stones.', 'Stepping stones.', false],
    // notes
    ['NOTE: Keeps for 3 days.', 'Keeps for 3 days.', true],
    ['Note:use ripe bananas.', 'use ripe bananas.', true],
    ['NOTE : works with oat milk too.', 'works with oat milk too.', true],
    ['Notebook paper lines the tin.', 'Notebook paper lines the tin.', false],
    ['1. NOTE: numbered note stays a step', 'NOTE: numbered note stays a step', false],
  ])('%s', (line, text, note) => {
    expect(directionSteps([line])).toEqual([{ text, note }]);
  });

  it('splits text blocks into lines and drops lines that say nothing', () => {
    expect(directionSteps(['1. Mix.\n\n2. Bake.\r\nNOTE: Cool first.', '   ', '3.', 'NOTE:', 'Serve.'])).toEqual([
      { text: 'Mix.', note: false },
      { text: 'Bake.', note: false },
      { text: 'Cool first.', note: true },
      { text: 'Serve.', note: false },
    ]);
  });

  it('returns nothing for no directions', () => {
    expect(directionSteps([])).toEqual([]);
  });
});
