import type { ApiClient } from '../../core/api/client';
import { usersApi } from '../../core/api/user';
import type { Language } from '../../core/language';

/** Where a language choice the server has not yet heard of waits (this device only). */
export const PENDING_LANGUAGE_KEY = 'forkcast.pendingAccountLanguage';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Saves the chosen language to the account, so sign-in mail follows it. The device's choice stands
 * whatever the server says; when the call fails (offline, server away) the choice waits in storage
 * and `retryAccountLanguage` sends it later. Resolves with whether the server has it.
 */
export async function saveAccountLanguage(api: ApiClient, storage: Storage, language: Language): Promise<boolean> {
  remember(storage, language);
  try {
    await api.call('saveLanguage', usersApi.updateMe, { body: { locale: language } });
  } catch {
    return false;
  }
  // A later choice made while this one was on its way stays waiting.
  if (read(storage) === language) forget(storage);
  return true;
}

/** Sends a language choice that could not be saved before; nothing when none waits. */
export async function retryAccountLanguage(api: ApiClient, storage: Storage): Promise<boolean> {
  const waiting = read(storage);
  return waiting === 'en' || waiting === 'nl' ? saveAccountLanguage(api, storage, waiting) : true;
}

function read(storage: Storage): string | null {
  try {
    return storage.getItem(PENDING_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function remember(storage: Storage, language: Language): void {
  try {
    storage.setItem(PENDING_LANGUAGE_KEY, language);
  } catch {
    // Without storage a failed save is retried only by choosing again.
  }
}

function forget(storage: Storage): void {
  try {
    storage.removeItem(PENDING_LANGUAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
