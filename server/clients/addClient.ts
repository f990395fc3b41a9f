import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  intakeApi,
  intakeOf,
  profilePayloadOf,
  type ClientIntake,
  type ProfilePayload,
} from '../../src/core/api/intake';
import type { EventOf } from '../../src/core/events';
import { uuidv7 } from '../../src/core/ids';
import { defineProjection } from '../../src/core/projection';
import { NutritionProfileSet } from '../../src/features/profile/events';
import { MeasurementRecorded } from '../../src/features/progress/events';
import { signedInUser } from '../access';
import { AfterAnswer } from '../afterAnswer';
import { findSubject, prepareSignInMail } from '../auth/signInMail';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import { exerciseTemplate } from '../exercises/templates';
import { HttpError, notFound } from '../http';
import { messageFor } from '../messages';
import { answeringQuotas } from '../quotas';
import { appendServerEvents } from '../sync/appendEvents';
import { foldStream } from '../sync/streamState';

type ProfileSet = EventOf<typeof NutritionProfileSet>['payload'];

/** The last NutritionProfileSet of a stream, as the server reads it: what a coach's save keeps. */
const currentProfile = defineProjection<ProfileSet | null>({
  name: 'intakeProfile',
  version: 1,
  initialState: null,
  evolve: (state, event) =>
    event.type === 'NutritionProfileSet' ? (event as EventOf<typeof NutritionProfileSet>).payload : state,
});

/**
 * A coach adds a client (1-shell.txt: add client) and edits a client's profile (2-onboarding.txt:
 * coach profile editing). The account and its first NutritionProfileSet are made in one
 * transaction, so a failure leaves no half-made client; the client's sign-in mail, in their
 * language, goes out after the answer. A client of another coach or organisation is a 404.
 */
export const addClientRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const afterAnswer = deps.afterAnswer ?? new AfterAnswer();
  app.addHook('onClose', () => afterAnswer.settled());

  app.post(
    intakeApi.addClient.path,
    {
      config: { access: 'coach' },
      schema: { body: intakeApi.addClient.body, response: { 201: intakeApi.addClient.response } },
    },
    async (request, reply) => {
      const coach = signedInUser(request);
      const { first_name, last_name, email, locale, intake } = request.body;
      checkTemplates(intake);
      const now = deps.now();
      const client = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into users (email, first_name, last_name, organisation_id, coach_id, locale)
           select $1, $2, $3, c.organisation_id, c.id, coalesce($5, c.locale) from users c where c.id = $4
           on conflict (email) do nothing returning id`,
          [email, first_name, last_name, coach.id, locale ?? null],
        );
        // Never a merge: an address with an account stays that account's.
        if (!rows[0]) throw emailTaken(request);
        const id = Number(rows[0].id);
        await tx.query('delete from registrations where email = $1', [email]);
        await appendProfile(tx, id, coach.id, intake, null, now);
        return id;
      });
      afterAnswer.run(
        async () => {
          const subject = await findSubject(db, email, coach.organisationId);
          if (!subject) return;
          await deps.mailer.send(
            await prepareSignInMail(db, subject, {
              requestId: '',
              withCode: false,
              publicUrl: deps.config.PUBLIC_URL,
              now,
            }),
          );
        },
        (err) => request.log.error({ err }, "a new client's sign-in mail failed"),
      );
      return reply.code(201).send({
        id: client,
        email,
        first_name,
        last_name,
        account_enabled: true,
        is_diy: false,
        stream: `user:${client}`,
      });
    },
  );

  app.get(
    intakeApi.readProfile.path,
    {
      config: { access: 'coach' },
      schema: { params: intakeApi.readProfile.params, response: { 200: intakeApi.readProfile.response } },
    },
    async (request) => {
      const id = await ownClient(db, signedInUser(request), request.params.id);
      const profile = await foldStream(db, id, currentProfile, ['NutritionProfileSet']);
      return { intake: profile ? intakeOf(profile as ProfilePayload) : null };
    },
  );

  app.put(
    intakeApi.saveProfile.path,
    {
      config: { access: 'coach' },
      schema: {
        params: intakeApi.saveProfile.params,
        body: intakeApi.saveProfile.body,
        response: { 200: intakeApi.saveProfile.response },
      },
    },
    async (request, reply) => {
      const coach = signedInUser(request);
      const id = await ownClient(db, coach, request.params.id, { writable: true });
      checkTemplates(request.body);
      return answeringQuotas(request, reply, async () => {
        const previous = await foldStream(db, id, currentProfile, ['NutritionProfileSet']);
        const saved = await appendProfile(db, id, coach.id, request.body, previous, deps.now());
        return { intake: intakeOf(saved) };
      });
    },
  );
};

/** A client of this coach in their organisation (and active, to write), else 404: a foreign id reveals nothing. */
async function ownClient(
  db: Queryable,
  coach: { id: number; organisationId: number },
  id: number,
  options: { writable?: boolean } = {},
): Promise<number> {
  const { rows } = await db.query<{ account_enabled: boolean }>(
    'select account_enabled from users where id = $1 and coach_id = $2 and organisation_id = $3 and not is_coach',
    [id, coach.id, coach.organisationId],
  );
  if (!rows[0]) throw notFound('Client not found');
  if (options.writable && !rows[0].account_enabled) throw new HttpError(403, { detail: 'This client is deactivated.' });
  return id;
}

/** Each exercise names a template that exists: a 400 on the field, like any invalid field. */
function checkTemplates(intake: ClientIntake): void {
  const unknown = intake.exercises.findIndex((e) => !exerciseTemplate(e.templateId));
  if (unknown >= 0)
    throw new HttpError(400, { [`intake.exercises.${unknown}.templateId`]: ['Unknown exercise template.'] });
}

/** Makes the profile event from the form and the previous profile, checks it with the event's own schema, appends it. */
async function appendProfile(
  db: Queryable,
  owner: number,
  coach: number,
  intake: ClientIntake,
  previous: ProfileSet | null,
  now: Date,
): Promise<ProfileSet> {
  const payload = NutritionProfileSet.schema.parse(
    profilePayloadOf(intake, exerciseTemplate, previous as ProfilePayload | null),
  );
  const bodyFat = payload.profile.bodyFat;
  // A body fat the coach measured is a record on the client's progress too (3-daily-use.txt, progress).
  const measured =
    bodyFat !== null && bodyFat !== previous?.profile.bodyFat
      ? [
          MeasurementRecorded.draft({
            measurementId: `profile-body-fat-${uuidv7(now.getTime(), crypto.getRandomValues(new Uint8Array(10)))}`,
            type: 'BODY_FAT',
            date: now.toISOString().slice(0, 10),
            value: bodyFat,
          }),
        ]
      : [];
  await appendServerEvents(db, owner, coach, [NutritionProfileSet.draft(payload), ...measured], now);
  return payload;
}

function emailTaken(request: FastifyRequest): HttpError {
  const message = messageFor(request, 'emailTaken');
  return new HttpError(409, { detail: message, email: [message] });
}
