import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../../../ui/services';
import '../billing.css';

/**
 * Back from checkout, paid: a new coach logs in with the address they gave checkout (1-shell.txt
 * section 8); someone signed in (the paywall) has their account read again and goes on.
 */
export function CheckoutSuccessScreen() {
  const { t } = useTranslation('billing');
  const session = useOptionalSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (session) void queryClient.invalidateQueries({ queryKey: ['currentUser'] });
  }, [session, queryClient]);
  return (
    <div className="screen billing checkout-result">
      <CheckoutPicture ok />
      <h1>{t('checkout.successTitle')}</h1>
      {session ? (
        <>
          <p>{t('checkout.paid')}</p>
          <Link to="/" className="button button-primary">
            {t('checkout.continue')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('checkout.trialStarted')}</p>
          <p role="note">{t('checkout.sameEmail')}</p>
          <Link to="/login" className="button button-primary">
            {t('checkout.logIn')}
          </Link>
        </>
      )}
    </div>
  );
}

/** Checkout did not go through: an image, 'Something went wrong' and the way back (1-shell.txt section 8). */
export function CheckoutFailureScreen() {
  const { t } = useTranslation('billing');
  const session = useOptionalSession();
  return (
    <div className="screen billing checkout-result">
      <CheckoutPicture ok={false} />
      <h1>{t('checkout.failureTitle')}</h1>
      <p>{t('checkout.recovery')}</p>
      <Link to={session ? '/billing' : '/trial'} className="button button-primary">
        {t('checkout.tryAgain')}
      </Link>
    </div>
  );
}

function CheckoutPicture({ ok }: { ok: boolean }) {
  return (
    <svg className={ok ? 'checkout-picture ok' : 'checkout-picture'} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="28" />
      <path d={ok ? 'M20 33l8 8 16-18' : 'M22 22l20 20M42 22L22 42'} />
    </svg>
  );
}
