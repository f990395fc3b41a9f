import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../ui/route';
import type { OrganisationParams } from '../search';
import { useEditOrganisation, useOrganisation, useSetFlags } from '../queries';
import { AdminOnly } from './AdminOnly';
import { ChangeLog } from './ChangeLog';
import { FlagSwitches } from './FlagSwitches';
import { OrganisationForm } from './OrganisationForm';
import { RecipeCuration } from './RecipeCuration';
import { UserFlags } from './UserFlags';
import './admin.css';

/** The route's screen: platform administrators only. */
export const OrganisationRoute = ({ params }: ScreenProps<undefined, OrganisationParams>) => (
  <AdminOnly>
    <OrganisationScreen id={params.id} />
  </AdminOnly>
);

/** One organisation: its settings, its flags, a user's own flags, its simple recipes, and what was changed. */
export function OrganisationScreen({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const organisation = useOrganisation(id);
  const edit = useEditOrganisation(id);
  const setFlags = useSetFlags(id);
  const back = (
    <Link to="/admin/organisations" className="button button-link back-link">
      ‹ {t('organisation.back')}
    </Link>
  );
  if (organisation.isPending && id > 0) {
    return (
      <div className="screen admin" aria-busy="true">
        {back}
        <h1>{t('organisation.title')}</h1>
        <p className="muted">{t('organisation.loading')}</p>
      </div>
    );
  }
  if (!organisation.data) {
    return (
      <div className="screen admin">
        {back}
        <h1>{t('organisation.notFound')}</h1>
      </div>
    );
  }
  const found = organisation.data;
  return (
    <div className="screen admin">
      {back}
      <header className="screen-header">
        <h1>{found.name}</h1>
        <p className="muted">{found.subdomain ?? t('organisations.noSubdomain')}</p>
      </header>
      <div className="admin-columns">
        <section className="card admin-section" aria-labelledby="settings-title">
          <h2 id="settings-title">{t('organisation.settings')}</h2>
          <OrganisationForm
            key={found.id}
            organisation={found}
            submitLabel={t('form.save')}
            onSubmit={(values) => edit.mutateAsync(values)}
          />
        </section>
        <section className="card admin-section" aria-labelledby="flags-title">
          <h2 id="flags-title">{t('flags.title')}</h2>
          <p className="muted small">{t('flags.intro')}</p>
          {setFlags.isError ? <p role="alert">{t('flags.failed')}</p> : null}
          <FlagSwitches
            label={t('flags.title')}
            on={found.feature_flags}
            busy={setFlags.isPending}
            onChange={(changes) => setFlags.mutate(changes)}
          />
        </section>
        <UserFlags organisation={found} />
        <RecipeCuration organisation={found} />
        <ChangeLog organisation={found.id} />
      </div>
    </div>
  );
}
