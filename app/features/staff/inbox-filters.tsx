import Search from "lucide-react/icons/search";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useId, type ChangeEvent, type ReactNode, type RefObject } from "react";
import { contactCategories, contactCategoryLabels } from "../../../contract/contact-categories.ts";
import { inboxViewTexts, type PositionCount } from "../../../contract/inbox-views.ts";
import { applicationStages } from "../../../contract/pipeline.ts";
import { handlingStatuses, inboxKinds, type InboxFilter } from "../../../contract/staff.ts";
import { subscriptionListNames, subscriptionLists } from "../../../contract/subscription-lists.ts";
import { assignmentFilterLabels, assignmentFilters } from "../../../contract/team.ts";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { controlClasses, FieldShell, SelectField, TextField } from "../../components/ui/form-field.tsx";
import { choicesOf, kindLabels, statusLabels, verdictFilterLabels } from "./labels.ts";

/** The filters as the form holds them: "" is "any" (for the spam verdict: all but spam), left out of the query. */
export type FilterValues = Record<Exclude<keyof InboxFilter, "view">, string>;

export const noFilter: FilterValues = {
  q: "",
  kind: "",
  category: "",
  status: "",
  verdict: "",
  from: "",
  to: "",
  assigned: "",
};

/** How many filters behind the Filters button are in use (the search box is always in sight). */
export const activeFilters = (filter: FilterValues) =>
  Object.entries(filter).filter(([name, value]) => name !== "q" && value !== "").length;

/** Every status: the handling statuses of messages and subscribers, then the stages of applications. */
function StatusField({
  value,
  onChange,
  name,
}: {
  value: string;
  name: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const groups = inboxViewTexts.statusGroups;
  return (
    <FieldShell label={inboxViewTexts.fields.status}>
      {({ id }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          className={`${controlClasses} select-control h-12`}
        >
          <option value="">{inboxViewTexts.fields.anyStatus}</option>
          <optgroup label={groups.handling}>
            {handlingStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </optgroup>
          <optgroup label={groups.application}>
            {applicationStages.map((stage) => (
              <option key={stage} value={stage}>
                {statusLabels[stage]}
              </option>
            ))}
          </optgroup>
        </select>
      )}
    </FieldShell>
  );
}

/** Category, position or list: one dropdown, grouped by kind, positions by their titles. */
function CategoryField({
  value,
  onChange,
  name,
  positions,
}: {
  value: string;
  name: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  positions: readonly PositionCount[];
}) {
  const groups = inboxViewTexts.categoryGroups;
  return (
    <FieldShell label={inboxViewTexts.categoryLabel}>
      {({ id }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          className={`${controlClasses} select-control h-12`}
        >
          <option value="">{inboxViewTexts.anyCategory}</option>
          <optgroup label={groups.contact}>
            {contactCategories.map((category) => (
              <option key={category} value={category}>
                {contactCategoryLabels[category]}
              </option>
            ))}
          </optgroup>
          <optgroup label={groups.application}>
            {positions.map((row) => (
              <option key={row.position} value={row.position}>
                {row.title}
              </option>
            ))}
          </optgroup>
          <optgroup label={groups.subscription}>
            {subscriptionLists.map((list) => (
              <option key={list} value={list}>
                {subscriptionListNames[list]}
              </option>
            ))}
          </optgroup>
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The search box, always in sight, and every other filter behind one Filters button (with the number in use), so
 * the list starts on the first screen of a phone. Applying them narrows the view shown.
 */
export function InboxFilters({
  applied,
  onApply,
  open,
  onToggle,
  showVerdict,
  positions,
  searchRef,
  actions,
}: {
  applied: FilterValues;
  onApply: (next: FilterValues) => void;
  open: boolean;
  onToggle: () => void;
  /** The spam verdict filter, in the view of all entries only (the others say themselves whether spam is in). */
  showVerdict: boolean;
  positions: readonly PositionCount[];
  searchRef: RefObject<HTMLInputElement | null>;
  /** Shown at the foot of the panel: the export. */
  actions: ReactNode;
}) {
  const panelId = useId();
  const searchId = useId();
  const fields = inboxViewTexts.fields;
  const form = useForm({
    initialValues: applied,
    resetOnSuccess: false,
    validate: (values) => ({ ok: true, data: values }),
    submit: async (next) => {
      onApply(next);
      return undefined;
    },
  });
  const count = activeFilters(applied);

  function clear() {
    form.clear(noFilter);
    onApply(noFilter);
  }

  return (
    <form {...form.formProps} aria-label="Filter the inbox">
      <div className="flex items-center gap-2">
        <label htmlFor={searchId} className="sr-only">
          {inboxViewTexts.searchLabel}
        </label>
        <div className="relative min-w-0 flex-1">
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            placeholder={inboxViewTexts.searchPlaceholder}
            className={`${controlClasses} min-h-11 py-2 pr-11`}
            {...form.field("q")}
          />
          <button
            type="submit"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-(--radius-control) text-slate-700 hover:text-brand-800"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">{inboxViewTexts.searchSubmit}</span>
          </button>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-(--radius-control) border px-3 text-sm font-semibold transition-colors duration-150 ${
            open || count > 0
              ? "border-brand-700 bg-brand-50 text-brand-900"
              : "border-slate-400 bg-surface text-slate-800 hover:border-slate-500 hover:bg-slate-50"
          }`}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {inboxViewTexts.filters}
          {count > 0 ? (
            <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs text-white tabular-nums">
              {count}
              <span className="sr-only"> {inboxViewTexts.activeFilters}</span>
            </span>
          ) : null}
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="@container mt-3 rounded-(--radius-card) border border-slate-200 bg-slate-50 p-4"
      >
        <div className="grid gap-4 @md:grid-cols-2">
          <SelectField
            label={fields.kind}
            {...form.field("kind")}
            options={choicesOf(inboxKinds, kindLabels, fields.anyKind)}
          />
          <StatusField {...form.field("status")} />
          <div className="@md:col-span-2">
            <CategoryField {...form.field("category")} positions={positions} />
          </div>
          {showVerdict ? (
            <SelectField
              label={fields.verdict}
              {...form.field("verdict")}
              options={choicesOf(
                ["clean", "released", "spam", "any"],
                verdictFilterLabels,
                verdictFilterLabels["not-spam"],
              )}
            />
          ) : null}
          <SelectField
            label={fields.assigned}
            {...form.field("assigned")}
            options={choicesOf(assignmentFilters, assignmentFilterLabels, fields.anyone)}
          />
          <TextField label={fields.from} type="date" {...form.field("from")} />
          <TextField label={fields.to} type="date" {...form.field("to")} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit">{inboxViewTexts.apply}</Button>
          <Button type="button" variant="secondary" onClick={clear}>
            {inboxViewTexts.clear}
          </Button>
        </div>
        {actions}
      </div>
    </form>
  );
}
