import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../../core/apiError';
import { clientName, clientsApi } from '../../../core/api/clients';
import { useServices, useSession } from '../../../ui/services';

export interface OpenClientProps {
  readonly clientId: number;
  /** The screen's own class, so the wait and the not-found look like the screen they lead to. */
  readonly className: string;
  /** The screen's own words: a heading when there is no such client, the way back, and the wait. */
  readonly text: { readonly notFound: string; readonly back: string; readonly loading: string };
}

/**
 * A coach's screen that works in a client's session (view-as mode: the nutrition-plan wizard, the
 * weekly check-in) opened for another client than the one viewed: it reads the client and switches
 * to them, or says there is no such client with a way back to the list.
 */
export function OpenClient({ clientId, className, text }: OpenClientProps) {
  const { api } = useServices();
  const session = useSession();
  const client = useQuery({
    queryKey: ['client', clientId],
    queryFn: ({ signal }) => api.call('client', clientsApi.read, { params: { id: clientId }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    enabled: clientId > 0,
    meta: { silent: true },
  });
  const found = client.data;
  useEffect(() => {
    if (found) session.viewAs({ id: found.id, name: clientName(found), isDiy: found.is_diy });
  }, [found, session]);

  if (client.isError || clientId <= 0)
    return (
      <div className={`screen ${className}`}>
        <h1>{text.notFound}</h1>
        <Link
          to="/clients"
          search={{ filter: 'ACTIVE_CLIENTS', page: 1, search: '' }}
          className="button button-secondary"
        >
          {text.back}
        </Link>
      </div>
    );
  return (
    <div className={`screen ${className}`} aria-busy="true">
      <p className="muted">{text.loading}</p>
    </div>
  );
}
