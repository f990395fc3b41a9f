import { z } from 'zod';
import { deviceStore } from './deviceStore';

/**
 * View-as mode (1-shell.txt section 2, coach client info): a coach opens a client's diary and the
 * app shows that client's plan, with a banner and a way back. Kept on the device like the rest of
 * the app's state, so a reload stays in the client's diary; logout erases it.
 */
export const viewedClientSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(300),
  isDiy: z.boolean(),
});
export type ViewedClient = z.infer<typeof viewedClientSchema>;

const store = deviceStore<ViewedClient>(
  'forkcast.viewAs',
  (stored) => viewedClientSchema.safeParse(stored).data ?? null,
);

export const loadViewAs = (storage: Pick<Storage, 'getItem'>): ViewedClient | null => store.load(storage);
export const storeViewAs = (storage: Pick<Storage, 'setItem' | 'removeItem'>, client: ViewedClient | null): void =>
  store.save(client, storage);
