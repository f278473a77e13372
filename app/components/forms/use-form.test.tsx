// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscriptionSchema } from "../../../contract/subscription.ts";
import { TextField } from "../ui/form-field.tsx";
import { checkWithSchema } from "./check.ts";
import { FormStatus } from "./form-status.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import type { FormMeta } from "./post-form.ts";
import { publicFormAttributes } from "./public-form.ts";
import { useForm } from "./use-form.ts";

afterEach(cleanup);

type Submit = (data: { email: string }, meta: FormMeta) => Promise<string | undefined>;

type Failure = (error: unknown) => { message: string } | { errors: { email?: string } };

function Probe({ submit, failure }: { submit: Submit; failure?: Failure }) {
  const form = useForm({
    initialValues: { name: "", email: "" },
    validate: (values) => checkWithSchema(subscriptionSchema, values),
    submit,
    failure,
  });
  return (
    <form {...publicFormAttributes("newsletter")} {...form.formProps} aria-label="Probe">
      <FormStatus status={form.status} element={form.statusElement} />
      <TextField label="Name" {...form.field("name")} />
      <TextField label="Email" type="email" {...form.field("email")} />
      <HoneypotField />
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? "Sending..." : "Send"}
      </button>
    </form>
  );
}

describe("useForm, the form kit", () => {
  it("is a plain form posting to its API endpoint until the kit takes over", () => {
    render(<Probe submit={vi.fn()} />);
    const form = screen.getByRole("form", { name: "Probe" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/newsletter");
    expect(form.getAttribute("data-form")).toBe("newsletter");
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(false);
  });

  it("checks with the schema, shows each field's problem, focuses the first and sends nothing", async () => {
    const submit = vi.fn<Submit>();
    const user = userEvent.setup();
    render(<Probe submit={submit} />);
    await user.type(screen.getByLabelText("Email"), "reader");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByLabelText("Email");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid email address.").id).toBe(
      email.getAttribute("aria-describedby"),
    );
    expect(submit).not.toHaveBeenCalled();
    // Typing in the field clears its problem.
    await user.type(email, "@example.org");
    expect(email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("sends the checked data with the honeypot and the start time, shows busy, then success, and resets", async () => {
    let finish!: (message: string) => void;
    const submit = vi.fn<Submit>(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Probe submit={submit} />);
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "  ada@example.org ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("button", { name: "Sending..." }).hasAttribute("disabled")).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    const [data, meta] = submit.mock.calls[0]!;
    expect(data).toEqual({ email: "ada@example.org" });
    expect(meta.honeypot).toBe("");
    // The page's opening, not the hydration: an island may hydrate only when the visitor starts typing (ADR 0016).
    expect(meta.startedAt).toBe(Math.round(performance.timeOrigin));

    finish("Thank you!");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thank you!"));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    // The answer is where focus goes, so a screen reader reads it.
    expect(document.activeElement?.hasAttribute("data-form-status")).toBe(true);
  });

  it("shows one error banner with the details, keeping what was typed", async () => {
    const submit = vi.fn<Submit>(() => Promise.reject(new Error("boom")));
    const user = userEvent.setup();
    render(
      <Probe
        submit={submit}
        failure={(error) => ({ message: `Failed: ${(error as Error).message}`, details: ["One", "Two"] })}
      />,
    );
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Failed: boomOneTwo");
    expect(Array.from(alert.querySelectorAll("li"), (item) => item.textContent)).toEqual(["One", "Two"]);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.org");
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(false);
  });

  it("puts a refusal the caller names on its field, focused, with no banner", async () => {
    const submit = vi.fn<Submit>(() => Promise.reject(new Error("taken")));
    const user = userEvent.setup();
    render(<Probe submit={submit} failure={() => ({ errors: { email: "That address is taken." } })} />);
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("That address is taken.").id).toBe(email.getAttribute("aria-describedby"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(false);
  });

  it("passes a filled honeypot on as a signal", async () => {
    const submit = vi.fn<Submit>(() => Promise.resolve(undefined));
    const user = userEvent.setup();
    const { container } = render(<Probe submit={submit} />);
    container.querySelector<HTMLInputElement>("input[name=website]")!.value = "spam";
    await user.type(screen.getByLabelText("Email"), "bot@example.org");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(submit.mock.calls[0]![1].honeypot).toBe("spam");
  });
});
