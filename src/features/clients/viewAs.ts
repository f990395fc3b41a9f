import { z } from 'zod';

/**
 * View-as mode (1-shell.txt section 2, coach client info): a coach opens a client's diary and the
 * app shows that client's plan, with a banner and a way back. Kept on the device like the rest of
 * the app's state, so a reload stays in the client's diary; logout erases it.
 */
export const viewedClientSchema = z.object({ id: z.number().int().positive(), name: z.string().max(300), isDiy: z.boolean() });
export type ViewedClient = z.infer<typeof viewedClientSchema>;

const VIEW_AS_KEY = 'forkcast.viewAs';

export function loadViewAs(storage: Pick<Storage, 'getItem'>): ViewedClient | null {
  try {
    const parsed = viewedClientSchema.safeParse(JSON.parse(storage.getItem(VIEW_AS_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeViewAs(storage: Pick<Storage, 'setItem' | 'removeItem'>, client: ViewedClient | null): void {
  try {
    if (client) storage.setItem(VIEW_AS_KEY, JSON.stringify(client));
    else storage.removeItem(VIEW_AS_KEY);
  } catch {
    // Without storage, view-as lasts until the page closes.
  }
}

/** The stream a diary belongs to: the viewed client's, else the signed-in person's own. */
export const streamOfClient = (id: number) => `user:${id}`;
