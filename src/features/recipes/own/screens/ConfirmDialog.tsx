import { Dialog } from '../../../../ui/components/Dialog';

/** A question before something that cannot be taken back (discarding a draft, deleting a recipe). */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  onConfirm: () => Promise<void>;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title} description={props.description}>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => props.onOpenChange(false)}>
          {props.cancel}
        </button>
        <button type="button" className="button button-danger" onClick={() => void props.onConfirm()}>
          {props.confirm}
        </button>
      </div>
    </Dialog>
  );
}
