import { useTranslation } from 'react-i18next';
import { useSession } from '../../../ui/services';
import { FlagSwitches } from './FlagSwitches';
import './admin.css';

/** A coach's view of their organisation's flags: what is on, and what each does; only administrators change them. */
export function CoachFlagsScreen() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  return (
    <div className="screen admin">
      <header className="screen-header">
        <h1>{t('coachFlags.title')}</h1>
        <p className="muted">{user.organisation.name}</p>
      </header>
      <section className="card admin-section" aria-labelledby="coach-flags-intro">
        <p id="coach-flags-intro" className="muted small">
          {t('coachFlags.intro')}
        </p>
        <FlagSwitches label={t('coachFlags.title')} on={user.organisation.feature_flags} readOnly />
      </section>
    </div>
  );
}
