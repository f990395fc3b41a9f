// One push of five quick-add events from a bench client; returns the milliseconds it took.
// Plain JavaScript so that the load worker (pushLoad.mjs) runs it without a TypeScript loader.
export async function pushOnce(base, client) {
  const events = Array.from({ length: 5 }, () => {
    client.seq += 1;
    return {
      id: crypto.randomUUID(),
      stream: `user:${client.user}`,
      type: 'QuickAddLogged',
      v: 1,
      payload: { itemId: `b${client.seq}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } },
      actor: `user:${client.user}`,
      device: client.device,
      deviceSeq: client.seq,
      at: '2026-11-22T12:00:00.000Z',
    };
  });
  const started = performance.now();
  const response = await fetch(`${base}/api/sync/push`, {
    method: 'POST',
    headers: client.headers,
    body: JSON.stringify({ device: client.device, events }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`push ${response.status}`);
  return performance.now() - started;
}
