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

  it("checks with the schema, flags each field, sums the problems up at the top with focus there, sends nothing", async () => {
    const submit = vi.fn<Submit>();
    const user = userEvent.setup();
    render(<Probe submit={submit} />);
    await user.type(screen.getByLabelText("Email"), "reader");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const message = screen
      .getAllByText("Please enter a valid email address")
      .find((node) => node.tagName === "P")!;
    expect(message.id).toBe(email.getAttribute("aria-describedby"));
    // The error summary: an alert titled "There is a problem", each problem a link to its field, focused.
    const summary = screen.getByRole("alert");
    expect(summary.querySelector("h2")?.textContent).toBe("There is a problem");
    expect(document.activeElement).toBe(summary.parentElement);
    const link = screen.getByRole("link", { name: "Please enter a valid email address" });
    expect(link.getAttribute("href")).toBe(`#${email.id}`);
    await user.click(link);
    expect(document.activeElement).toBe(email);
    expect(submit).not.toHaveBeenCalled();
    // Typing in the field clears its problem.
    await user.type(email, "@example.org");
    expect(email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("in a form of one field (a sign-up), focuses the field, whose own message says it all", async () => {
    function Single() {
      const form = useForm({
        initialValues: { email: "" },
        validate: (values) => checkWithSchema(subscriptionSchema, values),
        submit: vi.fn<Submit>(),
      });
      return (
        <form {...form.formProps} aria-label="Single">
          <TextField label="Email" type="email" {...form.field("email")} />
          <FormStatus status={form.status} element={form.statusElement} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(screen.queryByRole("alert")).toBeNull();
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

  it("puts a refusal the caller names on its field and in the summary, like the checks' own", async () => {
    const submit = vi.fn<Submit>(() => Promise.reject(new Error("taken")));
    const user = userEvent.setup();
    render(<Probe submit={submit} failure={() => ({ errors: { email: "That address is taken" } })} />);
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByLabelText("Email");
    const summary = await screen.findByRole("alert");
    expect(summary.querySelector("h2")?.textContent).toBe("There is a problem");
    expect(document.activeElement).toBe(summary.parentElement);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: "That address is taken" }).getAttribute("href")).toBe(
      `#${email.id}`,
    );
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
