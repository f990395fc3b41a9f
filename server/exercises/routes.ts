import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeApi } from '../../src/core/api/intake';
import type { Deps } from '../deps';
import { languageOf } from '../http';
import { EXERCISE_TEMPLATES } from './templates';

/** The exercise templates (2-onboarding.txt: GET exercise templates), named in the language of the request. */
export const exerciseRoutes: FastifyPluginAsyncZod<Deps> = async (app) => {
  app.get(
    intakeApi.exerciseTemplates.path,
    { config: { access: 'enabled' }, schema: { response: { 200: intakeApi.exerciseTemplates.response } } },
    async (request) => {
      const language = languageOf(request);
      const results = EXERCISE_TEMPLATES.map((t) => ({ ...t, name: language === 'nl' ? t.name_nl : t.name_en }));
      return { results: results.sort((a, b) => a.name.localeCompare(b.name, language)) };
    },
  );
};
