import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/core/ids';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

let n = 0;
const event = (type: string, payload: object, stream: string, actor: string, device: string, deviceSeq: number) => ({
  id: uuidv7(Date.UTC(2026, 10, 22) + ++n, new Uint8Array(10).fill(n % 256)),
  stream,
  type,
  v: 1,
  payload,
  actor,
  device,
  deviceSeq,
  at: '2026-11-22T12:00:00.000Z',
});
const approved = { checkInId: 'check-in-1', expenditureKcal: 2100, edited: false };
const accepted = { checkInId: 'check-in-1' };

/** Issue 21: a check-in's decision has one author; the coach's only for their own clients. */
describe.each(engines)('check-in decisions on %s', (engine) => {
  const server = useTestServer(engine);
  const signIn = async (email: string) => {
    const id = await userId(server, email);
    return { id, stream: `user:${id}`, actor: `user:${id}`, headers: auth(await tokenFor(server, email)) };
  };
  const push = async (headers: Record<string, string>, device: string, events: object[]) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers,
      payload: { device, events },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { accepted: { stream: string }[]; rejected: { code: string; reason: string }[] };
  };

  it('a client cannot approve or decline their own check-in, but accepts or dismisses it', async () => {
    const sam = await signIn('sam@example.com');
    const d = 'device-sam-check-in';
    const answer = await push(sam.headers, d, [
      event('CheckInApproved', approved, sam.stream, sam.actor, d, 1),
      event('CheckInDeclined', accepted, sam.stream, sam.actor, d, 2),
      event('CheckInAccepted', accepted, sam.stream, sam.actor, d, 3),
      event('CheckInDismissed', accepted, sam.stream, sam.actor, d, 4),
    ]);
    expect(answer.rejected.map((r) => r.code)).toEqual(['forbidden', 'forbidden']);
    expect(answer.accepted).toHaveLength(2);
    expect(await count(server, 'events', "type in ('CheckInApproved', 'CheckInDeclined')")).toBe(0);
  });

  it('a coach decides for their own clients only, and never accepts in a client’s name', async () => {
    const coach = await signIn('coach@example.com');
    const sam = await signIn('sam@example.com');
    const mila = await signIn('mila@example.com');
    const d = 'device-coach-check-in';
    const answer = await push(coach.headers, d, [
      event('CheckInApproved', approved, sam.stream, coach.actor, d, 1),
      event('CheckInApproved', approved, mila.stream, coach.actor, d, 2),
      event('CheckInAccepted', accepted, sam.stream, coach.actor, d, 3),
      event('CheckInDeclined', accepted, coach.stream, coach.actor, d, 4),
    ]);
    expect(answer.accepted.map((a) => a.stream)).toEqual([sam.stream]);
    expect(answer.rejected.map((r) => r.code)).toEqual(['forbidden', 'forbidden', 'forbidden']);
  });

  it('another coach of the organisation cannot decide for a client who is not theirs', async () => {
    const sam = await signIn('sam@example.com');
    const eva = await signIn('eva@example.com');
    await server.db.query('update users set is_coach = true, coach_id = null where id = $1', [eva.id]);
    const d = 'device-eva-check-in';
    const answer = await push(eva.headers, d, [event('CheckInApproved', approved, sam.stream, eva.actor, d, 1)]);
    expect(answer.rejected.map((r) => r.code)).toEqual(['forbidden']);
  });

  it('refuses a decision with a bad payload', async () => {
    const coach = await signIn('coach@example.com');
    const sam = await signIn('sam@example.com');
    const d = 'device-coach-bad';
    const answer = await push(coach.headers, d, [
      event('CheckInApproved', { ...approved, expenditureKcal: 400 }, sam.stream, coach.actor, d, 1),
      event('CheckInApproved', { checkInId: '' }, sam.stream, coach.actor, d, 2),
      event('CheckInProposed', { checkInId: 'x' }, sam.stream, coach.actor, d, 3),
    ]);
    expect(answer.rejected.map((r) => r.code)).toEqual(['invalid', 'invalid', 'invalid']);
  });
});
