/** Lower case, no accents, words separated by single spaces: 'Crème fraîche, 30%' -> 'creme fraiche 30'. */
export const normalizeSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();

/** The words of a query, each at least one character, without repeats. */
export const searchWords = (query: string): string[] => [...new Set(normalizeSearch(query).split(' ').filter(Boolean))];
