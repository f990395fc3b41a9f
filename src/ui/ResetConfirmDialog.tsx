import { Dialog, DialogClose } from './components/Dialog';
import type { ResetTexts } from './ResetAppButton';

/** The question before erasing unsent changes; loaded on first use, so the dialog library stays out of the first download. */
export default function ResetConfirmDialog({
  texts,
  unsaved,
  busy,
  opener,
  onCancel,
  onConfirm,
}: {
  texts: ResetTexts;
  unsaved: number | null;
  busy: boolean;
  opener: HTMLElement | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={texts.title}
      description={texts.lost(unsaved)}
      returnFocusTo={opener}
    >
      <div className="dialog-actions">
        <DialogClose asChild>
          <button type="button" className="button button-secondary">
            {texts.cancel}
          </button>
        </DialogClose>
        <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
          {texts.confirm}
        </button>
      </div>
    </Dialog>
  );
}
