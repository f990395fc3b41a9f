import { z } from 'zod';
import { schemaOnFirstUse, type DeclaredWithSchema } from './schemaOnFirstUse';
import { payloadProblem, text } from './storable';

/** The envelope every event travels in, on the device, over the wire and in the server's table. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  stream: text(200).min(1),
  type: text(100).min(1),
  v: z.number().int().positive(),
  payload: z.unknown(),
  actor: text(200).min(1),
  device: text(100).min(1),
  deviceSeq: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  seq: z.number().int().positive().optional(),
});

export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & { payload: P };

/** An event a decider returns: the bus wraps it in an envelope. */
export interface EventDraft<T extends string = string, P = unknown> {
  readonly type: T;
  readonly payload: P;
}

export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  readonly type: T;
  /** The current schema version; older stored versions are upcast on read. */
  readonly v: number;
  readonly schema: S;
  /** upcasters[n] turns a version-n payload into version n+1. */
  readonly upcasters?: Readonly<Record<number, (payload: unknown) => unknown>>;
}

export function defineEvent<T extends string, S extends z.ZodType>(
  declared: DeclaredWithSchema<EventDefinition<T, S>>,
) {
  return Object.assign(schemaOnFirstUse<EventDefinition<T, S>>(declared), {
    /** Builds a typed draft, so a decider cannot misspell a type or a field. */
    draft: (payload: z.infer<S>): EventDraft<T, z.infer<S>> => ({ type: declared.type, payload }),
  });
}

/**
 * Whether an event type is about a dated day, and how its day is found: a payload field holding the
 * day (yyyy-MM-dd), or a field naming an item made by such an event (the item's day). A new
 * device's preview (docs/sync.md) holds every undated event and the dated ones of recent days.
 */
export type DatedBy = { readonly field: string } | { readonly item: string } | false;

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? EventEnvelope<z.infer<S>> & { type: T } : never;

export interface EventRegistry {
  has(type: string): boolean;
  current(type: string): EventDefinition | undefined;
  /** Validates a draft against the current schema of its type, and against what every store can hold (storable.ts). */
  validate(draft: EventDraft): { ok: true; payload: unknown } | { ok: false; reason: string };
  /** Brings a stored event to the current version of its type; unknown types pass unchanged. */
  upcast(event: EventEnvelope): EventEnvelope;
  /** Knows these types from now on (a plugin's own events); the disposer forgets them. */
  add(definitions: readonly EventDefinition[]): () => void;
}

export function createEventRegistry(definitions: readonly EventDefinition[]): EventRegistry {
  const byType = new Map<string, EventDefinition>();
  const add = (added: readonly EventDefinition[]) => {
    for (const [i, def] of added.entries())
      if (byType.has(def.type) || added.findIndex((d) => d.type === def.type) !== i)
        throw new Error(`Event type registered twice: ${def.type}`);
    for (const def of added) byType.set(def.type, def);
    return () => {
      for (const def of added) if (byType.get(def.type) === def) byType.delete(def.type);
    };
  };
  add(definitions);
  return {
    add,
    has: (type) => byType.has(type),
    current: (type) => byType.get(type),
    validate(draft) {
      const def = byType.get(draft.type);
      if (!def) return { ok: false, reason: `unknown event type ${draft.type}` };
      const problem = payloadProblem(draft.payload);
      if (problem) return { ok: false, reason: `${draft.type}: ${problem}` };
      const parsed = def.schema.safeParse(draft.payload);
      return parsed.success
        ? { ok: true, payload: parsed.data }
        : {
            ok: false,
            reason: `${draft.type}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          };
    },
    upcast(event) {
      const def = byType.get(event.type);
      if (!def || event.v >= def.v) return event;
      let payload = event.payload;
      for (let v = event.v; v < def.v; v++) {
        const up = def.upcasters?.[v];
        if (!up) throw new Error(`No upcaster for ${event.type} v${v}`);
        payload = up(payload);
      }
      return { ...event, v: def.v, payload };
    },
  };
}
