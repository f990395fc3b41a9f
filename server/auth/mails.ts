import type { Mail } from '../mail/mailer';
import { CODE_LIFETIME_MINUTES } from './codes';
import { LINK_LIFETIME_MINUTES } from './magicLinks';

export type MailLanguage = 'en' | 'nl';

/** What a sign-in mail carries: a code and a link, a link only, or a link because codes are locked. */
export interface SignInMailContent {
  readonly code?: string;
  readonly link: string;
  /** Code sign-in is locked after too many wrong codes: the mail says why it holds no code. */
  readonly codeLocked?: boolean;
}

const texts = {
  en: {
    greeting: 'Hello,',
    codeSubject: (code: string) => `Your Forkcast login code: ${code}`,
    linkSubject: 'Your Forkcast login link',
    code: (code: string) => `Your login code is ${code}. Enter it in the app within ${CODE_LIFETIME_MINUTES} minutes.`,
    orLink: 'Or log in with this link (also when the code does not work any more):',
    link: `Log in to Forkcast with this link. It works once, within ${LINK_LIFETIME_MINUTES} minutes:`,
    locked: 'Logging in with a code is paused after too many wrong codes. Log in with this link to unlock it:',
    ignore: 'Did you not try to log in? Then you can ignore this email.',
  },
  nl: {
    greeting: 'Hallo,',
    codeSubject: (code: string) => `Je Forkcast-inlogcode: ${code}`,
    linkSubject: 'Je Forkcast-inloglink',
    code: (code: string) => `Je inlogcode is ${code}. Vul hem binnen ${CODE_LIFETIME_MINUTES} minuten in de app in.`,
    orLink: 'Of log in met deze link (ook als de code niet meer werkt):',
    link: `Log in bij Forkcast met deze link. Hij werkt één keer, binnen ${LINK_LIFETIME_MINUTES} minuten:`,
    locked:
      'Inloggen met een code is gepauzeerd na te veel verkeerde codes. Log in met deze link om het weer aan te zetten:',
    ignore: 'Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren.',
  },
} as const;

/** The sign-in mail, in the user's language. */
export function signInMail(to: string, language: MailLanguage, content: SignInMailContent): Mail {
  const t = texts[language];
  const body = content.code ? [t.code(content.code), '', t.orLink] : [content.codeLocked ? t.locked : t.link];
  return {
    to,
    subject: content.code ? t.codeSubject(content.code) : t.linkSubject,
    text: [t.greeting, '', ...body, content.link, '', t.ignore].join('\n'),
  };
}
