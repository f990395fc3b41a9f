import { useNavigate } from '@tanstack/react-router';
import { clientName, type Client } from '../../../core/api/clients';
import { useSession } from '../../../ui/services';

/** Opens a screen of the app as the client sees it (view-as mode, with the banner and its way back). */
export function useViewAs(client: Client): (to: '/diary' | '/progress') => void {
  const session = useSession();
  const navigate = useNavigate();
  return (to) => {
    session.viewAs({ id: client.id, name: clientName(client), isDiy: client.is_diy });
    void navigate({ to });
  };
}
