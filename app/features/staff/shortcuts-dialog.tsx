import type { shortcutTexts } from "../../../contract/inbox-views.ts";
import { CheckboxField } from "../../components/ui/form-field.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";

/**
 * The inbox's keyboard shortcuts, listed, with the switch that turns them off (single-key shortcuts can get in the
 * way of speech input and of a screen reader's own keys). Loaded when first opened; its words come as props, so it
 * shares no module with the console but the dialog's own.
 */
export function ShortcutsDialog({
  open,
  onClose,
  returnFocusTo,
  on,
  onChange,
  shortcuts,
  texts,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
  on: boolean;
  onChange: (on: boolean) => void;
  shortcuts: readonly { key: string; action: string }[];
  texts: typeof shortcutTexts;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={texts.title}
      description={texts.description}
      returnFocusTo={returnFocusTo}
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="w-20 py-2 pr-4">
              {texts.keyHeader}
            </th>
            <th scope="col" className="py-2">
              {texts.actionHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.key} className="border-b border-slate-200">
              <td className="py-2 pr-4">
                <kbd className="inline-flex min-w-7 justify-center rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-sm text-slate-900 shadow-[0_1px_0] shadow-slate-300">
                  {shortcut.key}
                </kbd>
              </td>
              <td className="py-2 text-slate-800">{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-5">
        <CheckboxField
          label={texts.toggle}
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="shortcuts-toggle-hint"
        />
        <p id="shortcuts-toggle-hint" className="mt-1 pl-8 text-sm text-slate-600">
          {texts.toggleHint}
        </p>
      </div>
    </ModalDialog>
  );
}
