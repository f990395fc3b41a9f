import type { Client } from '../../../core/api/clients';
import { hasTuesday } from '../planSummary';
import { useClientPlan } from '../queries';
import { useClientsText } from './useClientsText';
import { useViewAs } from './useViewAs';

/**
 * The ways into the client's own screens (view-as mode), above every tab: 'View plan' once their
 * weekly plan has a Tuesday (1-shell.txt section 2), and 'View progress'.
 */
export function ViewAsActions({ client }: { client: Client }) {
  const { t } = useClientsText();
  const plan = useClientPlan(client.id);
  const viewAs = useViewAs(client);
  return (
    <div className="panel-actions client-info-actions">
      {plan.data && hasTuesday(plan.data) ? (
        <button
          type="button"
          className="button button-primary"
          onClick={() => viewAs('/diary')}
          aria-describedby="view-plan-hint"
        >
          {t('info.viewPlan')}
        </button>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => viewAs('/progress')}
        aria-describedby="view-progress-hint"
      >
        {t('info.viewProgress')}
      </button>
      <span id="view-plan-hint" className="visually-hidden">
        {t('info.viewPlanHint')}
      </span>
      <span id="view-progress-hint" className="visually-hidden">
        {t('info.viewProgressHint')}
      </span>
    </div>
  );
}
