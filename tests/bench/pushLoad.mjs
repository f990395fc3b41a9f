// The load generator of sync.bench.ts, in a worker thread of its own so that the clients do not
// share the server's event loop (as a separate load tool would not).
import { parentPort, workerData } from 'node:worker_threads';
import { pushOnce as push } from './pushOnce.mjs';

const { base, clients, mode, seconds, rate, total, label } = workerData;
const pushOnce = (client) => push(base, client);

if (mode === 'flat-out') {
  let pushes = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        await pushOnce(client);
        pushes += 1;
      }
    }),
  );
  parentPort.postMessage({ pushes });
} else {
  const latencies = [];
  let failed = 0;
  const paced = performance.now();
  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, paced + (i * 1000) / rate - performance.now())));
      // Its own device per push: concurrent pushes from one device would arrive out of order.
      const client = clients[i % clients.length];
      // On a machine too busy for the rate, pushes queue until connections time out: counted, so
      // that the run still reports what it measured instead of ending there.
      await pushOnce({ ...client, device: `${label}-paced-${i}`, seq: 0 }).then(
        (ms) => latencies.push(ms),
        () => (failed += 1),
      );
    }),
  );
  parentPort.postMessage({ latencies, failed });
}
