import { lazy, Suspense, useState } from 'react';
import { resetDevice } from './device';
import { countUnsavedChanges } from './unsavedChanges';

const ResetConfirmDialog = lazy(() => import('./ResetConfirmDialog'));

/** The texts the button needs; the boot failure page has no i18next and passes its own. */
export interface ResetTexts {
  readonly resetApp: string;
  readonly title: string;
  /** What would be lost: so many changes, or (null) an unknown number. */
  readonly lost: (count: number | null) => string;
  readonly confirm: string;
  readonly cancel: string;
}

/**
 * 'Reset app' (and logout) erases the device's data. Changes the server has not confirmed yet would be lost
 * for good, so when there are any (or they cannot be counted) it first says how many and asks.
 */
export function ResetAppButton({
  texts,
  reset = () => resetDevice(),
  prepare,
}: {
  texts: ResetTexts;
  reset?: () => Promise<void>;
  /** Runs before counting (a signed-in session first tries to send what is waiting). */
  prepare?: () => Promise<void>;
}) {
  const [unsaved, setUnsaved] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const start = async () => {
    setBusy(true);
    await prepare?.().catch(() => undefined);
    const count = await countUnsavedChanges();
    if (count === 0) {
      await reset();
      return;
    }
    setBusy(false);
    setUnsaved(count);
  };

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={(event) => {
          setOpener(event.currentTarget);
          void start();
        }}
      >
        {texts.resetApp}
      </button>
      {unsaved !== undefined && (
        <Suspense fallback={null}>
          <ResetConfirmDialog
            texts={texts}
            unsaved={unsaved}
            busy={busy}
            opener={opener}
            onCancel={() => setUnsaved(undefined)}
            onConfirm={() => {
              setBusy(true);
              void reset();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
