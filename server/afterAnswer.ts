/**
 * Work that starts once an answer is decided and must not delay it (a sign-in mail: preparing it
 * for a known address would make that answer slower than an unknown one's). Closing the server
 * waits for it; tests wait for it instead of sleeping.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  /** Starts `task` on a later turn than the answer's; a failure goes to `onError`, never to the caller. */
  run(task: () => Promise<void>, onError: (err: unknown) => void): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(onError)
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Resolves when every task started so far, and any they started, has ended. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
