import { useQuery } from '@tanstack/react-query';
import { intakeApi } from '../../core/api/intake';
import { useServices } from '../../ui/services';

/** The exercise templates, named in the app's language; they change only with a new server. */
export function useExerciseTemplates() {
  const { api, i18n } = useServices();
  const language = i18n.language;
  return useQuery({
    queryKey: ['exerciseTemplates', language],
    queryFn: ({ signal }) => api.call('exerciseTemplates', intakeApi.exerciseTemplates, { signal, language }),
    select: (answer) => answer.results,
    staleTime: Infinity,
  });
}

export const clientProfileKey = (clientId: number) => ['clientProfile', clientId] as const;
