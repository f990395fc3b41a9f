/**
 * Runs `run` in a task after the next frame is drawn: work a tap set off (its push, telling the
 * other tabs) then never stands between the tap and the screen, and a new device's further
 * downloads never between it and its first screen. A hidden tab draws no frames, so a timer runs
 * it anyway.
 */
export function afterFrame(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    setTimeout(run, 0);
  };
  const fallback = setTimeout(go, 100);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(go);
}
