import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A modal dialog (a bottom sheet on phones): focus is trapped and restored, Escape closes it, and
 * the title and description are announced. Radix does the accessibility work.
 */
export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Where focus goes when the dialog closes: the control that opened it, when that was not a Radix trigger. */
  returnFocusTo?: HTMLElement | null;
  /** Where focus goes when it opens, when not the first control (the field a person came to fill). */
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
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

export const DialogClose = RadixDialog.Close;
