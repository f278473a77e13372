// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationTexts } from "../../../contract/application.ts";
import { ApplicationForm } from "./application-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const jobs = [{ id: "climate-scientist", title: "Climate Scientist" }] as const;

describe("ApplicationForm", () => {
  it("names every required field at once when one is missing, lists each problem and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<ApplicationForm jobs={jobs} />);
    await user.type(screen.getByLabelText(/^Name/), "Grace");
    await user.click(screen.getByRole("button", { name: applicationTexts.submit }));
    const summary = screen.getByRole("alert");
    expect(summary.querySelector("h2")?.textContent).toBe(applicationTexts.missingRequired);
    // Every problem, in the form's order, each a link to its field; focus on the summary.
    const links = Array.from(summary.querySelectorAll("a"));
    expect(links.map((link) => link.textContent)).toEqual([
      "Please enter a valid email address",
      "Please choose one of the listed positions",
      "Please choose your experience level",
      "Please write a cover letter",
    ]);
    expect(links[0]!.getAttribute("href")).toBe(`#${screen.getByLabelText(/^Email/).id}`);
    expect(summary.parentElement).toBe(document.activeElement);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("prefixes the server's details, joined by commas, when the submission fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: "Bad", details: ["One", "Two"] }), { status: 400 }),
      ),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ApplicationForm jobs={jobs} />);
    await user.type(screen.getByLabelText(/^Name/), "Grace Hopper");
    await user.type(screen.getByLabelText(/^Email/), "grace@example.org");
    await user.selectOptions(screen.getByLabelText(/^Position/), "climate-scientist");
    await user.selectOptions(screen.getByLabelText(/^Experience/), "senior");
    await user.type(screen.getByLabelText(/^Cover Letter/), "Hello");
    await user.click(screen.getByRole("button", { name: applicationTexts.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(`${applicationTexts.failurePrefix}One, Two`);
  });
});
