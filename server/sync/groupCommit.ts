/**
 * Natural batching ("group commit"): a call runs after the requests already read in this turn of
 * the event loop (setImmediate), together with them; calls that arrive while a run is under way
 * wait for it and then go together, so a busy server stores many pushes in one database
 * call (one transaction, one commit) and an idle one adds no delay. When a group fails as a whole,
 * each of its calls runs again on its own, so one failing push never fails its neighbours.
 */
export function groupCommit<I, O>(runGroup: (inputs: I[]) => Promise<O[]>, maxGroup = 32): (input: I) => Promise<O> {
  const queue: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  const runAlone = async (call: (typeof queue)[number]) => {
    try {
      call.resolve((await runGroup([call.input]))[0]!);
    } catch (error) {
      call.reject(error);
    }
  };

  async function drain() {
    while (queue.length > 0) {
      const group = queue.splice(0, maxGroup);
      if (group.length === 1) {
        await runAlone(group[0]!);
        continue;
      }
      try {
        const outputs = await runGroup(group.map((call) => call.input));
        group.forEach((call, i) => call.resolve(outputs[i]!));
      } catch {
        await Promise.all(group.map(runAlone));
      }
    }
    running = false;
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(drain);
      }
    });
}
