import { describe, expect, it, vi } from 'vitest';
import { createScanSession, type ScanState } from './scanSession';

/** A camera that starts at once and reads whatever code the test shows it. */
function fakeCamera() {
  const runs: { show: (code: string) => void; stopped: boolean }[] = [];
  const start = vi.fn(async (onCode: (code: string) => void) => {
    const run = { show: onCode, stopped: false };
    runs.push(run);
    return { stop: () => void (run.stopped = true) };
  });
  return { start, runs, last: () => runs[runs.length - 1]! };
}

async function scanner() {
  const camera = fakeCamera();
  const states: ScanState[] = [];
  const session = createScanSession((s) => states.push(s));
  const codes: string[] = [];
  session.handle((code) => codes.push(code));
  session.begin(camera.start);
  await vi.waitFor(() => expect(states.at(-1)).toBe('scanning'));
  return { camera, states, session, codes };
}

describe('the barcode scanner session (3-daily-use.txt section 4)', () => {
  it('does not restart when the screen re-renders with new callbacks', async () => {
    const { camera, session, codes } = await scanner();
    // A re-render hands over a new callback each time (the bug: each restarted the camera).
    for (let i = 0; i < 5; i++) session.handle((code) => codes.push(`${i}:${code}`));
    expect(camera.start).toHaveBeenCalledTimes(1);
    camera.last().show('5449000000996');
    expect(codes).toEqual(['4:5449000000996']);
  });

  it("stops after one code and waits for 'Tap to Scan Again'", async () => {
    const { camera, states, session, codes } = await scanner();
    camera.last().show('5449000000996');
    camera.last().show('5449000000996');
    expect(codes).toEqual(['5449000000996']);
    expect(camera.last().stopped).toBe(true);
    expect(states.at(-1)).toBe('scanned');
    session.handle(() => codes.push('again'));
    expect(camera.start).toHaveBeenCalledTimes(1);

    session.scanAgain();
    await vi.waitFor(() => expect(states.at(-1)).toBe('scanning'));
    expect(camera.start).toHaveBeenCalledTimes(2);
    camera.last().show('87654321');
    expect(codes).toEqual(['5449000000996', 'again']);
  });

  it('a code from a photo stops the camera like a scan', async () => {
    const { camera, states, session, codes } = await scanner();
    session.found('87654321');
    expect(camera.last().stopped).toBe(true);
    expect(states.at(-1)).toBe('scanned');
    expect(codes).toEqual(['87654321']);
  });

  it('says why there is no camera: permission denied, or none at all', async () => {
    for (const [error, state] of [
      [new DOMException('no', 'NotAllowedError'), 'denied'],
      [new Error('none'), 'noCamera'],
    ] as const) {
      const states: ScanState[] = [];
      createScanSession((s) => states.push(s)).begin(() => Promise.reject(error));
      await vi.waitFor(() => expect(states).toEqual(['pending', state]));
    }
  });

  it('a camera that starts after the screen closed is stopped at once', async () => {
    let started!: (controls: { stop: () => void }) => void;
    const stop = vi.fn();
    const session = createScanSession(() => {});
    session.begin(() => new Promise((resolve) => (started = resolve)));
    session.end();
    started({ stop });
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });
});
