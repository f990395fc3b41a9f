import { Navigate } from '@tanstack/react-router';
import type { ScreenProps } from '../../../ui/route';
import { useOptionalSession } from '../../../ui/services';
import { PreLogin } from '../../shell/preLogin/PreLogin';
import type { EmailSearch, LoginSearch } from '../search';
import { EnterCodeScreen } from './EnterCodeScreen';
import { LoginScreen } from './LoginScreen';
import { MagicLinkScreen } from './MagicLinkScreen';
import { MagicLinkSentScreen } from './MagicLinkSentScreen';

/** The login form, or a magic link being used: the link signs in even over a session (it is the person's intent). */
export function LoginRoute({ search }: ScreenProps<LoginSearch>) {
  const session = useOptionalSession();
  if (search.token) return <MagicLinkScreen token={search.token} />;
  return session ? (
    <Navigate to="/" />
  ) : (
    <PreLogin>
      <LoginScreen />
    </PreLogin>
  );
}

export const CodeRoute = ({ search }: ScreenProps<EmailSearch>) => <EnterCodeScreen email={search.email} />;
export const SentRoute = ({ search }: ScreenProps<EmailSearch>) => <MagicLinkSentScreen email={search.email} />;
