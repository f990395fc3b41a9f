import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../../ui/services';
import { saveAccountUnits } from '../accountUnits';

type Units = 'METRIC' | 'IMPERIAL';

/**
 * Metric or imperial, kept on the account (1-shell.txt, My profile), so every screen and every
 * device reads weights and waists in the same units; the saved account replaces the cached one at
 * once, so the change shows without a reload.
 */
export function UnitsSetting() {
  const { t } = useTranslation('common');
  const { api, alerts } = useServices();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (units: Units) => saveAccountUnits(api, queryClient, units === 'IMPERIAL'),
    onSuccess: () => alerts.notify({ key: 'profile.unitsSaved' }),
  });
  const units: Units = user.uses_imperial_measurements ? 'IMPERIAL' : 'METRIC';
  return (
    <div className="field">
      <label htmlFor="units">{t('profile.units')}</label>
      <select
        id="units"
        value={save.isPending && save.variables ? save.variables : units}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.value as Units)}
      >
        <option value="METRIC">{t('profile.unitOptions.METRIC')}</option>
        <option value="IMPERIAL">{t('profile.unitOptions.IMPERIAL')}</option>
      </select>
    </div>
  );
}
