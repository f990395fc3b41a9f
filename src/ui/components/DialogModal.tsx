import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './Dialog';

/**
 * The modal itself (a bottom sheet on phones): focus is trapped and restored, Escape closes it, and
 * the title and description are announced. Radix does the accessibility work. Its own chunk:
 * Dialog.tsx loads it when a dialog first opens (or its opener is pointed at or focused).
 */
export default function DialogModal(props: DialogProps) {
  const { returnFocusTo, initialFocus } = props;
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog"
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const target = initialFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          <RadixDialog.Title className="dialog-title">{props.title}</RadixDialog.Title>
          {props.description ? (
            <RadixDialog.Description className="dialog-description">{props.description}</RadixDialog.Description>
          ) : null}
          {props.children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
