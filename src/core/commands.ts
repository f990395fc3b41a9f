import type { z } from 'zod';
import type { Decision } from './errors';
import type { EventDraft } from './events';
import type { Projection } from './projection';
import { schemaOnFirstUse, type DeclaredWithSchema } from './schemaOnFirstUse';

/** What a decider may know besides the payload: all time and identity arrive here, never from globals. */
export interface CommandMeta {
  /** The command's id (UUIDv7); deciders derive the ids of new things from it. */
  readonly commandId: string;
  /** Device time as an ISO string. */
  readonly now: string;
  /** Who is acting: the user, or a coach acting on a client. */
  readonly actor: string;
  /** The stream the command writes to (the user's own, or the client's a coach is viewing). */
  readonly stream: string;
}

export interface Command<T extends string = string, P = unknown> {
  readonly type: T;
  readonly payload: P;
  readonly meta?: Partial<CommandMeta>;
}

/**
 * One unit of behaviour: a name, a schema, and a pure decision against a read model's state.
 */
export interface CommandDefinition<T extends string = string, S extends z.ZodType = z.ZodType, St = unknown> {
  readonly type: T;
  readonly schema: S;
  readonly projection: Projection<St>;
  readonly decide: (payload: z.infer<S>, state: St, meta: CommandMeta) => Decision<readonly EventDraft[]>;
  /**
   * It decides on more than a new device's preview holds (weeks of history, whether something ever
   * happened): while a preview shows, it waits for the whole history (docs/sync.md).
   */
  readonly needsWholeHistory?: boolean;
}

export function defineCommand<T extends string, S extends z.ZodType, St>(
  declared: DeclaredWithSchema<CommandDefinition<T, S, St>>,
) {
  return Object.assign(schemaOnFirstUse<CommandDefinition<T, S, St>>(declared), {
    /** Builds a typed command for dispatch. */
    create: (payload: z.input<S>, meta?: Partial<CommandMeta>): Command<T, z.input<S>> =>
      meta ? { type: declared.type, payload, meta } : { type: declared.type, payload },
  });
}

// Definitions are stored type-erased in the bus's registry; `create` keeps call sites typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCommandDefinition = CommandDefinition<string, z.ZodType<any, any>, any>;
