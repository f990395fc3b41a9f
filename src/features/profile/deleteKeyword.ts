import type { Language } from '../../core/language';

/** The word a person types to confirm deleting their account, in the language the app shows. */
export const DELETE_KEYWORDS: Readonly<Record<Language, string>> = { en: 'DELETE', nl: 'VERWIJDER' };

/**
 * Whether what was typed confirms the deletion: exactly the keyword of the shown language (case
 * and spaces count), so a half-hearted or mistyped answer deletes nothing (1-shell.txt section 5).
 */
export function confirmsDeletion(typed: string, language: Language): boolean {
  return typed === DELETE_KEYWORDS[language];
}
