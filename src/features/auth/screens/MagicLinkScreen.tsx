import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authContracts } from '../authContracts';
import { useServices } from '../../../ui/services';
import { rememberWelcomeSeen } from '../../shell/preLogin/preLoginStorage';

/**
 * The page a magic link opens. Only this POST uses the token up, so a mail scanner that merely
 * fetches the link signs nobody in and leaves the link working.
 */
export function MagicLinkScreen({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { api, auth } = useServices();
  const navigate = useNavigate();
  const login = useMutation({
    mutationFn: async () =>
      api.call('tokenLogin', (await authContracts()).tokenLogin, { body: { magic_link_token: token } }),
    onSuccess: ({ auth_token }) => {
      auth.signIn(auth_token);
      rememberWelcomeSeen();
      void navigate({ to: '/', replace: true });
    },
    meta: { silent: true },
  });
  const { mutate } = login;
  // Once per page: the token is single use, so a second POST (a re-run effect) would fail.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);

  return (
    <div className="screen auth-screen">
      {login.isError ? (
        <section className="card" role="alert">
          <p>{t('magicLink.invalid')}</p>
          <Link to="/login">{t('magicLink.toLogin')}</Link>
        </section>
      ) : (
        <p aria-busy="true">{t('magicLink.signingIn')}</p>
      )}
    </div>
  );
}
