// The load generator of sync.bench.ts, in a worker thread of its own so that the clients do not
// share the server's event loop (as a separate load tool would not).
import { parentPort, workerData } from 'node:worker_threads';

const { base, clients, mode, seconds, rate, total, label } = workerData;

const pushOnce = async (client) => {
  const events = Array.from({ length: 5 }, () => {
    client.seq += 1;
    return { id: crypto.randomUUID(), stream: `user:${client.user}`, type: 'QuickAddLogged', v: 1, payload: { itemId: `b${client.seq}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } }, actor: `user:${client.user}`, device: client.device, deviceSeq: client.seq, at: '2026-11-22T12:00:00.000Z' };
  });
  const started = performance.now();
  const response = await fetch(`${base}/api/sync/push`, { method: 'POST', headers: client.headers, body: JSON.stringify({ device: client.device, events }) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`push ${response.status}`);
  return performance.now() - started;
};

if (mode === 'flat-out') {
  let pushes = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(clients.map(async (client) => {
    while (performance.now() < until) {
      await pushOnce(client);
      pushes += 1;
    }
  }));
  parentPort.postMessage({ pushes });
} else {
  const latencies = [];
  const paced = performance.now();
  await Promise.all(Array.from({ length: total }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, paced + (i * 1000) / rate - performance.now())));
    // Its own device per push: concurrent pushes from one device would arrive out of order.
    const client = clients[i % clients.length];
    latencies.push(await pushOnce({ ...client, device: `${label}-paced-${i}`, seq: 0 }));
  }));
  parentPort.postMessage({ latencies });
}
