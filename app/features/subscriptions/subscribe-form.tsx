import type { Ref } from "react";
import { EMAIL_MAX } from "../../../contract/form-text.ts";
import { failureSummary } from "../../../contract/public-forms.ts";
import {
  subscriptionSchema,
  subscriptionTexts,
  type SubscriptionList,
  type SubscriptionResponse,
} from "../../../contract/subscription.ts";
import { checkWithSchema } from "../../components/forms/check.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { HoneypotField } from "../../components/forms/honeypot-field.tsx";
import { failureDetails, postForm } from "../../components/forms/post-form.ts";
import { publicFormAttributes } from "../../components/forms/public-form.ts";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";

const endpoints: Record<SubscriptionList, string> = {
  newsletter: "/newsletter",
  events: "/events/subscribe",
};

/** An email input and a submit button in one row; shared by the newsletter and event announcement forms. */
export function SubscribeForm({
  list,
  label,
  inputRef,
}: {
  list: SubscriptionList;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const texts = subscriptionTexts[list];
  const form = useForm({
    initialValues: { email: "" },
    validate: (values) => checkWithSchema(subscriptionSchema, values),
    submit: async (data, meta) => {
      const answer = await postForm<SubscriptionResponse>(endpoints[list], data, meta);
      return answer.message || texts.success;
    },
    failure: (error) => failureSummary(list, failureDetails(error)),
    focusStatusOnResult: false,
  });

  return (
    <form
      {...publicFormAttributes(list)}
      {...form.formProps}
      className="relative flex flex-col gap-3"
      aria-label={label}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <TextField
            ref={inputRef}
            label="Email address"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            {...form.field("email")}
          />
        </div>
        <Button type="submit" disabled={form.submitting} className="sm:mt-7">
          {form.submitting ? texts.sending : list === "events" ? "Subscribe" : texts.submit}
        </Button>
      </div>
      <HoneypotField />
      <FormStatus status={form.status} element={form.statusElement} />
    </form>
  );
}
