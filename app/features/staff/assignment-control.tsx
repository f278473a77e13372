import { useRef } from "react";
import { teamTexts, type AssigneeList } from "../../../contract/team.ts";
import type { InboxItem } from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { SelectField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { useStaffData } from "./use-staff-data.ts";

/** Who an entry is assigned to: assign it to me, to someone else, or to nobody. */
export function AssignmentControl({
  token,
  item,
  send,
}: {
  token: string;
  item: InboxItem;
  send: (action: string, body: unknown) => Promise<void>;
}) {
  const people = useStaffData<AssigneeList>(
    token,
    "/staff/assignees",
    "The list of staff could not be loaded.",
  );
  const meId = people.data?.meId;
  const current = item.assignee?.id ?? "";
  // "" in the form stands for the current assignee, so the choice follows the entry until someone picks another.
  // "Assign to me" and "Unassign" submit the form with their own choice instead of the select's.
  const quick = useRef<string | null | undefined>(undefined);
  const form = useForm({
    initialValues: { assignee: "" },
    validate: (values) => {
      const picked = quick.current;
      quick.current = undefined;
      if (picked !== undefined) return { ok: true, data: picked };
      return { ok: true, data: values.assignee === "none" ? null : values.assignee || current || null };
    },
    submit: async (assigneeId: string | null) => {
      await send("assignee", { assigneeId });
      const name = people.data?.assignees.find((person) => person.id === assigneeId)?.name;
      return assigneeId
        ? `Assigned to ${assigneeId === meId ? teamTexts.assignedToYou : name}.`
        : "Unassigned.";
    },
    failure: (error) => ({
      kind: "error",
      message: errorMessageFor(error, "That did not work. Please try again."),
    }),
  });
  const chosen = form.values.assignee || current || "none";
  const options = [
    { value: "none", label: teamTexts.nobody },
    ...(people.data?.assignees ?? []).map((person) => ({
      value: person.id,
      label: person.id === meId ? `${person.name} (${teamTexts.assignedToYou})` : person.name,
    })),
  ];

  return (
    <form {...form.formProps} className="mt-4 flex flex-col gap-3" aria-label="Assignment">
      <FormStatus status={form.status} element={form.statusElement} />
      <SelectField
        label={teamTexts.assigneeLabel}
        {...form.field("assignee")}
        value={chosen}
        options={options}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.submitting || chosen === (current || "none")}>
          {teamTexts.assign}
        </Button>
        {meId && current !== meId ? (
          <Button
            type="submit"
            variant="secondary"
            disabled={form.submitting}
            onClick={() => (quick.current = meId)}
          >
            {teamTexts.assignToMe}
          </Button>
        ) : null}
        {current ? (
          <Button
            type="submit"
            variant="secondary"
            disabled={form.submitting}
            onClick={() => (quick.current = null)}
          >
            {teamTexts.unassign}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
