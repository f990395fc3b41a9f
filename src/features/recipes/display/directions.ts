/**
 * A recipe's directions as steps (3-daily-use.txt section 9).
 *
 * Rules, fixed here where the spec is silent:
 * - Each direction may hold several lines (own and simple recipes are one block of text); every
 *   line is a step of its own. Blank lines are dropped; lines are trimmed.
 * - A line starting with "NOTE:" (any case, spaces allowed before the colon) is a note. The
 *   "NOTE:" is taken off: the screen labels notes in the user's language.
 * - A numbered line loses its number: "1. ", "2) ", "3: ", "4 - ", "(5) ", "Step 3:", "Stap 3:",
 *   "Step 3 ". The number must be followed by that punctuation and a space (or the end), so
 *   "1.5 cups of flour" and "2 eggs" keep their numbers. Only one number is taken off.
 * - A line that is only a number or a bare "NOTE:" says nothing and is dropped.
 */
export interface DirectionStep {
  readonly text: string;
  readonly note: boolean;
}

export function directionSteps(directions: readonly string[]): DirectionStep[] {
  const steps: DirectionStep[] = [];
  for (const direction of directions)
    for (const line of direction.split(/\r?\n/)) {
      const trimmed = line.trim();
      const note = NOTE.exec(trimmed);
      const text = note ? trimmed.slice(note[0].length).trim() : trimmed.replace(NUMBERED, '').trim();
      if (text !== '') steps.push({ text, note: Boolean(note) });
    }
  return steps;
}

const NOTE = /^note\s*:/i;
const NUMBERED = /^(?:(?:step|stap)\s*\d+\s*[.):-]?|\(\d+\)|\d+\s*(?:[.):]|\s-))(?=\s|$)/i;
