/** Where the terms, privacy and help links point; the original's addresses are not given. */
export const LINKS = {
  terms: 'https://forkcast.app/terms',
  privacy: 'https://forkcast.app/privacy',
  codeHelp: 'https://help.forkcast.app/login-code',
  loginHelp: 'https://help.forkcast.app/login',
} as const;

/** The resend spinner shows at least this long, so a fast answer still reads as 'sent'. */
export const RESEND_MIN_SPINNER_MS = 750;
