import type { Mail } from '../mail/mailer';

type Language = 'en' | 'nl';

/** The sign-in mail: the code (when code sign-in is open) and a link, in the user's language. */
export function signInMail(to: string, language: Language, content: { code?: string; link: string }): Mail {
  const text =
    language === 'nl'
      ? [
          'Hallo,',
          '',
          ...(content.code ? [`Je inlogcode voor Forkcast is: ${content.code}`, '', 'Of log in met deze link:'] : ['Log in bij Forkcast met deze link:']),
          content.link,
          '',
          `${content.code ? 'De code en de link werken' : 'De link werkt'} 10 minuten en één keer. Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren.`,
        ]
      : [
          'Hello,',
          '',
          ...(content.code ? [`Your Forkcast login code is: ${content.code}`, '', 'Or log in with this link:'] : ['Log in to Forkcast with this link:']),
          content.link,
          '',
          `${content.code ? 'The code and the link work' : 'The link works'} once, for 10 minutes. If you did not try to log in, you can ignore this email.`,
        ];
  const subject = language === 'nl' ? (content.code ? `Je inlogcode: ${content.code}` : 'Je inloglink voor Forkcast') : content.code ? `Your login code: ${content.code}` : 'Your Forkcast login link';
  return { to, subject, text: text.join('\n') };
}
