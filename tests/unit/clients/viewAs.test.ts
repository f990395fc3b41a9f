import { describe, expect, it } from 'vitest';
import { loadViewAs, storeViewAs } from '../../../src/core/viewAs';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
};

describe('view-as mode on the device', () => {
  it('given a coach who opened a client, when the app reloads, then it is still viewing that client', () => {
    const storage = memory();
    storeViewAs(storage, { id: 7, name: 'Noor Bakker', isDiy: false });
    expect(loadViewAs(storage)).toEqual({ id: 7, name: 'Noor Bakker', isDiy: false });
  });

  it('given the coach went back, then nothing is viewed', () => {
    const storage = memory();
    storeViewAs(storage, { id: 7, name: 'Noor Bakker', isDiy: false });
    storeViewAs(storage, null);
    expect(loadViewAs(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it.each(['not json', '{"id":"7","name":"x","isDiy":false}', '{"id":-1,"name":"x","isDiy":false}', 'null'])(
    'reads a damaged or foreign value (%s) as nothing viewed',
    (raw) => {
      const storage = memory();
      storage.setItem('forkcast.viewAs', raw);
      expect(loadViewAs(storage)).toBeNull();
    },
  );
});
