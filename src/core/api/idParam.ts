import { z } from 'zod';

/**
 * The digits of a row id: decimal, no sign, no leading zero, at most 15 digits so that Number()
 * reads it exactly. Anything else ('0x10', '1e1', ' 16', '016') would read as some id too, and a
 * second spelling of an id is a second name for the same person: one check may pass it while
 * another stores it apart.
 */
export const ID_DIGITS = '[1-9][0-9]{0,14}';

/** A row id in a path or a query, in its one spelling only. */
export const idParam = z
  .string()
  .regex(new RegExp(`^${ID_DIGITS}$`), 'Not an id.')
  .transform(Number);
