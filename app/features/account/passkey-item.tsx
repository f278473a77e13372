import KeyRound from "lucide-react/icons/key-round";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  passkeyMessages,
  passkeyTexts,
  type Passkey,
  type PasskeyAnswer,
} from "../../../contract/passkeys-texts.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { checkPasskeyName, passkeyProblem, passkeyTime } from "../../lib/passkey-browser.ts";

export interface PasskeyOutcome {
  text: string;
  ok: boolean;
}

/**
 * One passkey in the list: its name, when it was added and last used; rename it in place, or remove it. Outcomes
 * are reported to the list, which announces them.
 */
export function PasskeyItem({
  passkey,
  token,
  busy,
  onBusy,
  onDone,
}: {
  passkey: Passkey;
  token: string;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  /** `change`: what happened to the passkey, or null when nothing did. */
  onDone: (outcome: PasskeyOutcome, change: "renamed" | "removed" | null) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  // Focus follows the person: into the field when renaming starts, back to its button when it ends.
  useEffect(() => {
    if (renaming) input.current?.focus();
    else if (wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  async function act(change: "renamed" | "removed", run: () => Promise<string>) {
    onBusy(true);
    try {
      const text = await run();
      onDone({ text, ok: true }, change);
      return true;
    } catch (failure) {
      onDone({ text: passkeyProblem(failure), ok: false }, null);
      return false;
    } finally {
      onBusy(false);
    }
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPasskeyName(name);
    if (!checked.ok) {
      setError(checked.problem);
      input.current?.focus();
      return;
    }
    const saved = await act("renamed", async () => {
      const answer = await apiRequest<PasskeyAnswer>(
        "POST",
        `/account/passkeys/${passkey.id}/rename`,
        { name: checked.name },
        { token },
      );
      return answer.message;
    });
    if (saved) setRenaming(false);
  }

  const used = passkey.lastUsedAt
    ? `${passkeyTexts.lastUsed} ${passkeyTime(passkey.lastUsedAt)}`
    : passkeyTexts.neverUsed;
  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
            <p className="text-sm text-slate-700">
              {passkeyTexts.created} {passkeyTime(passkey.createdAt)}; {used}
            </p>
          </div>
        </div>
        {renaming ? null : (
          <div className="flex gap-2">
            {/* A plain button: focus comes back to it after renaming (the shared Button takes no ref). */}
            <button
              ref={renameButton}
              type="button"
              className={buttonClasses("secondary")}
              disabled={busy}
              aria-label={`${passkeyTexts.rename} ${passkey.name}`}
              onClick={() => {
                setName(passkey.name);
                setError(undefined);
                setRenaming(true);
              }}
            >
              {passkeyTexts.rename}
            </button>
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              aria-label={`${passkeyTexts.remove} ${passkey.name}`}
              onClick={() =>
                void act("removed", async () => {
                  await apiRequest("POST", `/account/passkeys/${passkey.id}/remove`, undefined, { token });
                  return passkeyMessages.removed;
                })
              }
            >
              {passkeyTexts.remove}
            </Button>
          </div>
        )}
      </div>
      {renaming ? (
        <form
          onSubmit={(event) => void rename(event)}
          noValidate
          className="flex max-w-md flex-col gap-3"
          aria-label={`${passkeyTexts.rename} ${passkey.name}`}
        >
          <TextField
            ref={input}
            label={passkeyTexts.renameLabel}
            autoComplete="off"
            maxLength={80}
            required
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {passkeyTexts.save}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setRenaming(false)}>
              {passkeyTexts.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
