import { useState } from "react";
import type { FilledReplyList } from "../../../contract/saved-replies.ts";
import { SelectField } from "../../components/ui/form-field.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { useStaffData } from "./use-staff-data.ts";

/**
 * The saved replies, filled by the server for this entry (name, position, reference): picking one puts its text in
 * the reply below, where it can still be edited before the preview. Nothing shows while there are none.
 */
export function SavedReplyPicker({
  token,
  base,
  onPick,
}: {
  token: string;
  base: string;
  onPick: (body: string) => void;
}) {
  const loaded = useStaffData<FilledReplyList>(
    token,
    `${base}/saved-replies`,
    "The saved replies could not be loaded.",
  );
  const [chosen, setChosen] = useState("");
  const replies = loaded.data?.savedReplies ?? [];
  if (loaded.error) return <LoadFailure error={loaded.error} className="" />;
  if (replies.length === 0) return null;
  return (
    <SelectField
      label="Start from a saved reply"
      hint="Its text, filled for this entry, replaces the reply below; you can still edit it."
      value={chosen}
      onChange={(event) => {
        const reply = replies.find((candidate) => candidate.id === event.target.value);
        setChosen(event.target.value);
        if (reply) onPick(reply.body);
      }}
      options={[
        { value: "", label: "None: write your own" },
        ...replies.map((reply) => ({ value: reply.id, label: reply.title })),
      ]}
    />
  );
}
