/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** The organisation a visitor signs up to when the address names no portal (default: demo). */
  readonly VITE_SIGN_UP_ORGANISATION?: string;
  /** The help site when an organisation names none (default: https://help.forkcast.app). */
  readonly VITE_HELP_URL?: string;
}
