import { useEffect, useState } from "react";
import { accountTexts } from "../../../contract/account.ts";
import { AccountSection } from "./account-section.tsx";
import type { AccountProfile, NameChanged } from "../../../contract/account-profile.ts";
import { nameRequestSchema, profileTexts } from "../../../contract/account-profile.ts";
import { checkWithSchema } from "../../components/forms/check.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import { ChangeEmail } from "./change-email.tsx";

/** The signed-in person's profile (name, email, whether it is verified), loaded once for the whole page. */
export function useAccountProfile(token: string) {
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<AccountProfile>("GET", "/account/profile", undefined, { token })
      .then((answer) => {
        if (live) setProfile(answer);
      })
      .catch((error: unknown) => {
        if (live) setProblem(errorMessageFor(error, "Sorry, we could not load your details."));
      });
    return () => {
      live = false;
    };
  }, [token]);
  return { profile, setProfile, problem };
}

/** "Your details" on /account: the name (changed here) and the email address (changed through a link). */
export function ProfileSection({
  token,
  profile,
  setProfile,
  problem,
}: { token: string } & ReturnType<typeof useAccountProfile>) {
  return (
    <AccountSection id="account-profile" title={accountTexts.profileTitle} className="flex flex-col gap-8">
      {problem ? <AlertBanner tone="error">{problem}</AlertBanner> : null}
      {profile === null ? (
        problem ? null : (
          <p className="text-slate-700">{accountTexts.loading}</p>
        )
      ) : (
        <>
          <NameForm token={token} name={profile.name} onSaved={(name) => setProfile({ ...profile, name })} />
          <ChangeEmail
            token={token}
            profile={profile}
            onPending={(pendingEmail) => setProfile({ ...profile, pendingEmail })}
          />
        </>
      )}
    </AccountSection>
  );
}

function NameForm({
  token,
  name,
  onSaved,
}: {
  token: string;
  name: string;
  onSaved: (name: string) => void;
}) {
  const form = useForm({
    initialValues: { name },
    resetOnSuccess: false,
    validate: (values) => checkWithSchema(nameRequestSchema, values),
    submit: async (data) => {
      const answer = await apiRequest<NameChanged>("POST", "/account/name", data, { token });
      onSaved(answer.name);
      form.setValue("name", answer.name);
      return answer.message;
    },
    failure: (error) => ({ message: errorMessageFor(error, "Sorry, we could not save your name.") }),
  });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-slate-900">Name</h3>
      <form
        method="post"
        {...form.formProps}
        className="flex max-w-md flex-col gap-5"
        aria-label="Change your name"
      >
        <FormStatus status={form.status} element={form.statusElement} />
        <TextField label={profileTexts.nameLabel} autoComplete="name" required {...form.field("name")} />
        <Button type="submit" variant="secondary" disabled={form.submitting} className="self-start">
          {form.submitting ? profileTexts.savingName : profileTexts.saveName}
        </Button>
      </form>
    </div>
  );
}
