import en from '../locales/en/server.json';
import nl from '../locales/nl/server.json';
import type { Language } from '../src/core/language';
import { languageOf } from './http';

/** The server's own answers to people (limits, refused input), in locales/<lang>/server.json. */
export type ServerMessage = keyof typeof en;

const texts: Record<Language, Record<ServerMessage, string>> = { en, nl };

/** A message in the request's language (its Accept-Language), with {{name}} filled in. */
export function messageFor(
  request: { headers: Record<string, string | string[] | undefined> },
  key: ServerMessage,
  values: Record<string, string | number> = {},
): string {
  return texts[languageOf(request)][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
