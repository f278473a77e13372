// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactTexts } from "../../../contract/contact.ts";
import { ContactForm } from "./contact-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), "Ada Lovelace");
  await user.type(screen.getByLabelText(/^Email/), "ada@example.org");
  await user.type(screen.getByLabelText(/^Subject/), "Partnership");
  await user.type(screen.getByLabelText(/^Message/), "Hello");
  await user.click(screen.getByRole("button", { name: contactTexts.submit }));
}

describe("ContactForm", () => {
  it("posts JSON to /api/contact/ and shows the success text, with the form reset", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: "x" }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    render(<ContactForm />);
    await fillAndSend();
    expect((await screen.findByRole("status")).textContent).toBe(contactTexts.success);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact/");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.org",
      subject: "Partnership",
      message: "Hello",
      category: "general",
      organization: "",
      website: "",
    });
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe("");
  });

  it("shows the failure text and the server's details, keeping what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: "Bad", details: ["Subject must be at most 200 characters"] }),
            {
              status: 400,
            },
          ),
      ),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<ContactForm />);
    await fillAndSend();
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe(contactTexts.failure);
    expect(alert.querySelector("li")?.textContent).toBe("Subject must be at most 200 characters");
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe("Partnership");
  });
});
