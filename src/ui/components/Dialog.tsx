import {
  cloneElement,
  createContext,
  isValidElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Where focus goes when the dialog closes: the control that opened it, when that was not a Radix trigger. */
  returnFocusTo?: HTMLElement | null;
  /** Where focus goes when it opens, when not the first control (the field a person came to fill). */
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}

const loadModal = () => import('./DialogModal');
const DialogModal = lazy(loadModal);

/**
 * Fetches the dialog library ahead of a first opening: call it as the opener is pointed at or
 * focused, so the dialog opens on the click or key press with nothing left to wait for.
 */
export function preloadDialog(): void {
  void loadModal();
}

/** What DialogClose closes: the dialog it sits in. */
const CloseContext = createContext<(() => void) | null>(null);

/**
 * A modal dialog (a bottom sheet on phones): focus is trapped and restored, Escape closes it, and
 * the title and description are announced. The library that does it (Radix, 13 KiB) is a chunk of
 * its own, fetched when a dialog first opens: no screen waits for it to show. Until it is in (on a
 * slow line, after a click that nothing preloaded) the sheet shows its title and a spinner.
 */
export function Dialog(props: DialogProps) {
  // A screen with a dialog fetches the library once it has drawn, so the dialog also opens after
  // the network drops on a device whose service worker has not precached it (or that has none).
  useEffect(preloadDialog, []);
  // Once opened, the modal stays mounted: Radix then sees the closing and returns focus.
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <CloseContext.Provider value={() => props.onOpenChange(false)}>
      <Suspense fallback={props.open ? <DialogLoading title={props.title} /> : null}>
        <DialogModal {...props} />
      </Suspense>
    </CloseContext.Provider>
  );
}

/** The sheet while a dialog's code loads: no focus moves yet, so the opener keeps it. */
export function DialogLoading({ title }: { title: string }) {
  return (
    <>
      <div className="dialog-overlay" />
      <div className="dialog" aria-busy="true">
        <p className="dialog-title">{title}</p>
        <span className="spinner" aria-hidden="true" />
      </div>
    </>
  );
}

/**
 * Closes the dialog it sits in: a button of its own, or (asChild) the one element it wraps. Not
 * Radix's, so a screen naming it does not pull the library in.
 */
export function DialogClose({
  asChild,
  children,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { asChild?: boolean }) {
  const close = useContext(CloseContext);
  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) close?.();
  };
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
    return cloneElement(child, {
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        child.props.onClick?.(event);
        handle(event);
      },
    });
  }
  return (
    <button type="button" {...rest} onClick={handle}>
      {children}
    </button>
  );
}
