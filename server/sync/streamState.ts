import { createEventRegistry, type EventEnvelope } from '../../src/core/events';
import type { Projection } from '../../src/core/projection';
import { featureEvents } from '../../src/features/kernels';
import type { Queryable } from '../db/database';

const registry = createEventRegistry(featureEvents);

/**
 * Folds the events of one user's stream that a read model cares about, on the server: the same
 * projection the app runs, so search filters and the planner see what the person sees.
 */
export async function foldStream<S>(
  db: Queryable,
  userId: number,
  projection: Projection<S>,
  types: readonly string[],
): Promise<S> {
  const { rows } = await db.query<{
    id: string;
    stream: string;
    seq: string;
    type: string;
    v: number;
    payload: unknown;
    actor: string;
    device: string;
    device_seq: string;
    at: string;
  }>(
    'select id, stream, seq, type, v, payload, actor, device, device_seq, at from events where stream = $1 and type = any($2::text[]) order by seq',
    [`user:${userId}`, types],
  );
  return rows
    .map((r): EventEnvelope => ({
      ...r,
      seq: Number(r.seq),
      deviceSeq: Number(r.device_seq),
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    }))
    .map(registry.upcast)
    .reduce(projection.evolve, projection.initialState);
}
