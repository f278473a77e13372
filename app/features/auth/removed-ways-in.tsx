import { useId } from "react";
import { removedWaysInItems, verifyEmailTexts, type RemovedWaysIn } from "../../../contract/auth-texts.ts";

/** What starting over removed from the account, as a labelled list (the same list the notice email gives). */
export function RemovedWaysInList({ removed }: { removed: RemovedWaysIn }) {
  const titleId = useId();
  const items = removedWaysInItems(removed);
  if (items.length === 0) return null;
  return (
    <div className="flex w-full flex-col gap-2 rounded-(--radius-card) border border-slate-300 bg-slate-50 p-4">
      <p id={titleId} className="font-semibold text-slate-900">
        {verifyEmailTexts.removedTitle}
      </p>
      <ul aria-labelledby={titleId} className="list-disc pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{verifyEmailTexts.removedAfter}</p>
    </div>
  );
}
