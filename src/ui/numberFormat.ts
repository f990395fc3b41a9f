import { whenIdle } from './whenIdle';

/**
 * One number format for each language and set of options, made on first use and kept: building
 * one costs a tenth of a millisecond, and the first of a page 16 to 43 ms in Chromium on a desktop
 * (the number data is read then), which a list that made one for each card or ingredient, and a new
 * device's progress for each page of its history, paid on every draw. A tag Intl does not accept
 * falls back to English.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${language} ${JSON.stringify(options)}` : language;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, options);
    } catch (error) {
      if (!(error instanceof RangeError) || language === 'en') throw error;
      format = numberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * Makes the language's number format in the next idle moment, for a screen that will show numbers
 * soon: a new device's wait makes it while the account's data is on its way, not in the draw of
 * the first days. Returns the cancel.
 */
export function prepareNumberFormat(language: string): () => void {
  return formats.has(language) ? () => {} : whenIdle(() => void numberFormat(language));
}
