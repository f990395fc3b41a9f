import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/components/Dialog';
import { useCreateOrganisation, useOrganisations } from '../queries';
import { AdminOnly } from './AdminOnly';
import { OrganisationForm } from './OrganisationForm';
import './admin.css';

/** The route's screen: platform administrators only. */
export const OrganisationsRoute = () => (
  <AdminOnly>
    <OrganisationsScreen />
  </AdminOnly>
);

/** Every organisation of the platform, and a new one. */
export function OrganisationsScreen() {
  const { t } = useTranslation('admin');
  const organisations = useOrganisations();
  const create = useCreateOrganisation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <div className="screen admin">
      <header className="screen-header admin-header">
        <h1>{t('organisations.title')}</h1>
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          {t('organisations.new')}
        </button>
      </header>
      <p className="muted">{t('organisations.intro')}</p>
      <section className="card" aria-busy={organisations.isFetching} aria-label={t('organisations.title')}>
        {organisations.isError ? <p role="alert">{t('organisations.loadFailed')}</p> : null}
        {organisations.data?.results.length === 0 ? <p className="muted">{t('organisations.empty')}</p> : null}
        <ul className="organisation-list">
          {organisations.data?.results.map((organisation) => (
            <li key={organisation.id}>
              <Link to="/admin/organisations/$id" params={{ id: organisation.id }} className="organisation-link">
                <span className="organisation-name">{organisation.name}</span>
                <span className="muted small">
                  {organisation.subdomain ?? t('organisations.noSubdomain')} ·{' '}
                  {t(`recipeSystems.${organisation.recipe_system_type}`)} ·{' '}
                  {t('organisations.users', { count: organisation.user_count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Dialog open={creating} onOpenChange={setCreating} title={t('organisations.new')}>
        <OrganisationForm
          submitLabel={t('form.create')}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const created = await create.mutateAsync(values);
            setCreating(false);
            await navigate({ to: '/admin/organisations/$id', params: { id: created.id } });
          }}
        />
      </Dialog>
    </div>
  );
}
