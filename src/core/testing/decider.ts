import { expect } from 'vitest';
import type { AnyCommandDefinition, CommandMeta } from '../commands';
import type { EventDraft, EventEnvelope } from '../events';
import { fold, type Projection } from '../projection';

const defaultMeta: CommandMeta = {
  commandId: '01900000-0000-7000-8000-000000000001',
  now: '2026-11-22T09:00:00.000Z',
  actor: 'user:test',
  stream: 'user:test',
};

/**
 * given(events).when(command).then(events) for a command definition: the decider sees the state
 * its projection folds from the given events, as on a device.
 */
export function given(...events: EventDraft[]) {
  return {
    when(definition: AnyCommandDefinition, payload: unknown, meta: Partial<CommandMeta> = {}) {
      const run = () => {
        const parsed = definition.schema.safeParse(payload);
        if (!parsed.success) return { invalid: parsed.error, decision: undefined } as const;
        const projection = definition.projection as Projection<unknown>;
        const state = fold(
          projection,
          events.map((e, i) => asEnvelope(e, i + 1)),
        );
        return {
          invalid: undefined,
          decision: definition.decide(parsed.data, state, { ...defaultMeta, ...meta }),
        } as const;
      };
      return {
        then(expected: readonly EventDraft[]) {
          const outcome = run();
          if (outcome.invalid) throw new Error(`payload rejected by schema: ${outcome.invalid.message}`);
          expect(outcome.decision).toEqual({ ok: true, value: expected });
        },
        thenRejects(code: string) {
          const outcome = run();
          if (outcome.invalid) throw new Error(`payload rejected by schema: ${outcome.invalid.message}`);
          expect(outcome.decision.ok).toBe(false);
          if (!outcome.decision.ok) expect(outcome.decision.error.code).toBe(code);
        },
        thenInvalid(path?: string) {
          const outcome = run();
          expect(outcome.invalid).toBeDefined();
          if (outcome.invalid && path) expect(outcome.invalid.issues.map((i) => i.path.join('.'))).toContain(path);
        },
        thenNothingHappens() {
          const outcome = run();
          expect(outcome.decision).toEqual({ ok: true, value: [] });
        },
      };
    },
  };
}

/** Drafts as the stored events of the test stream, numbered from 1: to fold a projection in a test. */
export const envelopesOf = (drafts: readonly EventDraft[], at: string = defaultMeta.now): EventEnvelope[] =>
  drafts.map((draft, i) => ({ ...asEnvelope(draft, i + 1), at }));

function asEnvelope(draft: EventDraft, n: number): EventEnvelope {
  return {
    id: `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    stream: defaultMeta.stream,
    type: draft.type,
    v: 1,
    payload: draft.payload,
    actor: defaultMeta.actor,
    device: 'test-device',
    deviceSeq: n,
    at: defaultMeta.now,
    seq: n,
  };
}
