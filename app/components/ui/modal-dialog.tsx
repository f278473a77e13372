import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind inert and keeps focus inside;
 * Escape, the close button or `open` turning false close it, and focus returns to `returnFocusTo` (the control that
 * opened it; passed explicitly because some browsers do not focus a clicked button).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  initialFocus,
  returnFocusTo,
  placement = "center",
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** A CSS selector for the control to focus when the dialog opens; default: the first focusable one. */
  initialFocus?: string;
  returnFocusTo?: HTMLElement | null;
  /**
   * "center": centred; on phones (below `sm`) it fills the screen, so a long form reads as one page, not a box in a
   * box. "top": held near the top of the screen, so a dialog whose content grows (search results) grows downwards.
   */
  placement?: "center" | "top";
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnRef.current = returnFocusTo;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // "close" fires however the dialog closed (Escape included); tell the owner and put focus back.
    const handleClose = () => {
      // The event is queued: a dialog reopened before it arrived (Escape, then Enter on the returned focus at
      // once) stays open.
      if (dialog.open) return;
      onCloseRef.current();
      const target = returnRef.current;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`${placement === "top" ? "mx-auto mt-[8dvh] mb-auto max-h-[84dvh]" : "m-auto max-h-[calc(100dvh-2rem)] max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none"} w-[min(42rem,calc(100vw-1rem))] overflow-y-auto rounded-(--radius-card) bg-surface p-0 text-slate-900 shadow-(--shadow-raised) backdrop:bg-black/75 backdrop:backdrop-blur-sm`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-surface px-5 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="font-sans text-xl leading-snug">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-(--radius-control) text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}
