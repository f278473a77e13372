import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import type { MouseEvent } from "react";
import type { FormProblem } from "./use-form.ts";

/** The summary's classes, written out again in server/forms/flash-html.ts for the pages answered without scripts. */
export const errorSummaryClasses = {
  box: "rounded-(--radius-control) border-2 border-red-700 bg-surface p-4 text-sm text-slate-900",
  title: "flex items-center gap-2 font-sans text-base font-semibold text-red-800",
  list: "mt-2 flex flex-col gap-1 pl-7",
  link: "font-semibold text-red-800 underline underline-offset-4 hover:text-red-900",
} as const;

/**
 * Moves to a field from its problem in the summary: focus on the field, and its label (which the field may sit
 * below) in view. Without JavaScript the link's fragment does the same.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView?.({ block: "center" });
  field.focus({ preventScroll: true });
}

/**
 * The error summary at the top of a form (the GOV.UK pattern): a title, then every field that needs fixing, in the
 * form's order, each a link to its field. It is an alert, and the form kit moves focus to it on a failed submit.
 */
export function ErrorSummary({ title, problems }: { title: string; problems: readonly FormProblem[] }) {
  // Not named by its title: a title naming fields ("... Name, Email, Position ...") would make the summary answer
  // to those fields' names too. A screen reader reads the alert whole.
  return (
    <div role="alert" data-error-summary="" className={errorSummaryClasses.box}>
      <h2 className={errorSummaryClasses.title}>
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      <ul className={errorSummaryClasses.list}>
        {problems.map((problem) => (
          <li key={problem.name}>
            {problem.fieldId ? (
              <a
                href={`#${problem.fieldId}`}
                onClick={(event) => goToField(event, problem.fieldId!)}
                className={errorSummaryClasses.link}
              >
                {problem.text}
              </a>
            ) : (
              problem.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
