import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/core/api/client';
import { ApiError } from '../../src/core/apiError';
import {
  PENDING_LANGUAGE_KEY,
  retryAccountLanguage,
  saveAccountLanguage,
} from '../../src/features/profile/accountLanguage';
import { confirmsDeletion, DELETE_KEYWORDS } from '../../src/features/profile/deleteKeyword';

describe('the keyword that confirms deleting an account', () => {
  it.each([
    ['en', 'DELETE', true],
    ['nl', 'VERWIJDER', true],
    ['en', 'VERWIJDER', false],
    ['nl', 'DELETE', false],
    ['en', 'delete', false],
    ['nl', 'verwijder', false],
    ['en', ' DELETE', false],
    ['en', 'DELETE ', false],
    ['nl', 'VERWIJDEREN', false],
    ['en', 'DELET', false],
    ['en', '', false],
    ['nl', '', false],
  ] as const)('in %s, %j confirms: %s', (language, typed, confirms) => {
    expect(confirmsDeletion(typed, language)).toBe(confirms);
  });

  it('is named per language', () => {
    expect(DELETE_KEYWORDS).toEqual({ en: 'DELETE', nl: 'VERWIJDER' });
  });
});

describe("the account's language", () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };
  const apiThat = (answers: ('ok' | 'offline')[]) => {
    const bodies: unknown[] = [];
    const api: ApiClient = {
      call: (async (_operation: string, _definition: unknown, input: { body?: unknown }) => {
        bodies.push(input.body);
        if (answers.shift() === 'offline') throw new ApiError('saveLanguage', 0, { detail: 'offline' });
        return {};
      }) as ApiClient['call'],
    };
    return { api, bodies };
  };

  it('is saved to the account, and nothing waits afterwards', async () => {
    const storage = memory();
    const { api, bodies } = apiThat(['ok']);
    expect(await saveAccountLanguage(api, storage, 'en')).toBe(true);
    expect(bodies).toEqual([{ locale: 'en' }]);
    expect(storage.values.size).toBe(0);
    expect(await retryAccountLanguage(api, storage)).toBe(true);
    expect(bodies).toHaveLength(1);
  });

  it('waits on the device when the server cannot be reached, and is sent on the next try', async () => {
    const storage = memory();
    const { api, bodies } = apiThat(['offline', 'ok']);
    expect(await saveAccountLanguage(api, storage, 'nl')).toBe(false);
    expect(storage.values.get(PENDING_LANGUAGE_KEY)).toBe('nl');
    expect(await retryAccountLanguage(api, storage)).toBe(true);
    expect(bodies).toEqual([{ locale: 'nl' }, { locale: 'nl' }]);
    expect(storage.values.size).toBe(0);
  });

  it('ignores a stored value that is no language', async () => {
    const storage = memory();
    storage.setItem(PENDING_LANGUAGE_KEY, 'de');
    const { api, bodies } = apiThat([]);
    expect(await retryAccountLanguage(api, storage)).toBe(true);
    expect(bodies).toEqual([]);
  });
});
