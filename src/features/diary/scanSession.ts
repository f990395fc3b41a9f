/** What the scanner screen shows: asking for the camera, scanning, stopped after a code, or no camera. */
export type ScanState = 'pending' | 'scanning' | 'scanned' | 'denied' | 'noCamera';

/** Starts the camera and calls `onCode` for every code it reads, until stopped (zxing's controls). */
export type StartCamera = (onCode: (code: string) => void) => Promise<{ stop: () => void }>;

/**
 * The scanner's lifecycle without React (3-daily-use.txt section 4: after a scan, scanning stops
 * until 'Tap to Scan Again'). The screen makes one session for its lifetime and hands it the latest
 * callbacks on every render, so a new callback never restarts the camera; only `begin` (on mount)
 * and `scanAgain` (the button) do.
 */
export function createScanSession(setState: (state: ScanState) => void) {
  let onCode: (code: string) => void = () => {};
  let startCamera: StartCamera | null = null;
  // Each start gets its own run; a code or a failure of an older run is ignored.
  let run = 0;
  let controls: { stop: () => void } | null = null;

  const stop = () => {
    run++;
    controls?.stop();
    controls = null;
  };

  const start = () => {
    stop();
    if (!startCamera) return;
    const mine = run;
    setState('pending');
    startCamera((code) => {
      if (mine !== run) return;
      stop();
      setState('scanned');
      onCode(code);
    }).then(
      (started) => {
        if (mine !== run) return started.stop();
        controls = started;
        setState('scanning');
      },
      (error: unknown) => {
        if (mine !== run) return;
        setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'noCamera');
      },
    );
  };

  return {
    /** The latest callback for a code; changing it never restarts anything. */
    handle: (next: (code: string) => void) => void (onCode = next),
    /** On mount: the camera to start (it knows the video element to show it in). */
    begin: (camera: StartCamera) => {
      startCamera = camera;
      start();
    },
    scanAgain: start,
    /** A code from elsewhere (a photo): the camera stops as after a scan. */
    found: (code: string) => {
      stop();
      setState('scanned');
      onCode(code);
    },
    end: stop,
  };
}
export type ScanSession = ReturnType<typeof createScanSession>;
