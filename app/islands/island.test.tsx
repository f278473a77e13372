// @vitest-environment happy-dom
import { act, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Link as RouterLink, MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactFaq } from "../features/contact/contact-faq.tsx";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { JobApplication } from "../features/careers/job-application.tsx";
import { InterviewList } from "../features/press/interview-list.tsx";
import { EventsSubscribeForm } from "../features/subscriptions/events-subscribe-form.tsx";
import { NewsletterForm } from "../features/subscriptions/newsletter-form.tsx";
import { SubscriptionLinkActions } from "../features/subscriptions/subscription-link-actions.tsx";
import { hydrateIslands } from "./hydrate.tsx";
import { Island } from "./island.tsx";
import { Link as ShimLink } from "./react-router-shim.tsx";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the react-router shim of the islands build", () => {
  it.each([
    [{ to: "/contact", className: "a" }],
    [{ to: { pathname: "/projects", search: "?category=Climate", hash: "#x" } }],
    [{ to: "https://example.org/", target: "_blank", rel: "noreferrer" }],
    [{ to: "/login", discover: "none" as const, prefetch: "intent" as const }],
  ])("renders Link as React Router does (%j), so prerendered links hydrate", (props) => {
    const routed = renderToString(
      <MemoryRouter initialEntries={["/projects"]}>
        <RouterLink {...props}>Go</RouterLink>
      </MemoryRouter>,
    );
    expect(renderToString(<ShimLink {...props}>Go</ShimLink>)).toBe(routed);
  });
});

// React's act() warns unless the environment says it is a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type IslandProps = Parameters<typeof Island>[0]["props"];

async function prerenderAndHydrate(
  name: string,
  C: ComponentType,
  tamper = (html: string) => html,
  props?: IslandProps,
  beforeHydration = () => {},
) {
  const html = renderToString(
    <MemoryRouter initialEntries={["/contact"]}>
      <p>before</p>
      <Island name={name} component={C} props={props} />
    </MemoryRouter>,
  );
  document.body.innerHTML = tamper(html);
  beforeHydration();
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => hydrateIslands(name, C));
  return { html, errors: errors.mock.calls.map((call) => String(call[0])) };
}

describe("islands", () => {
  const islands: [string, ComponentType, IslandProps?][] = [
    ["contact-form", ContactForm],
    ["contact-faq", ContactFaq],
    [
      "careers-application",
      JobApplication as ComponentType,
      { jobs: [{ id: "climate-scientist", title: "Climate Scientist" }] },
    ],
    ["events-subscribe", EventsSubscribeForm],
    ["insights-newsletter", NewsletterForm],
    ["press-interviews", InterviewList],
  ];
  it.each(islands)(
    "%s: the prerendered island hydrates with no mismatch (useId values included)",
    async (name, C, props) => {
      const { html, errors } = await prerenderAndHydrate(name, C, undefined, props);
      expect(html).toContain(`data-island="${name}"`);
      expect(html).toContain(`_${name}-R_`);
      expect(errors).toEqual([]);
      expect(document.querySelector(`[data-island="${name}"]`)!.hasAttribute("data-island-hydrated")).toBe(
        true,
      );
    },
  );

  it("subscription-link: hydrates with no mismatch, then takes the token from the address bar", async () => {
    window.history.replaceState(null, "", "/subscriptions/confirm#token=abc");
    const Confirm = () => <SubscriptionLinkActions action="confirm" />;
    const { html, errors } = await prerenderAndHydrate("subscription-link", Confirm);
    // Prerendered: the button waits, disabled, for the page's script to read the token.
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(errors).toEqual([]);
    expect(document.querySelector("button")!.disabled).toBe(false);
    expect(window.location.hash).toBe("");
  });

  it("hands React what was typed and chosen before hydration, so the form sends what the visitor sees", async () => {
    const fetch = vi.fn(async () => Response.json({ message: "Thank you" }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    try {
      const field = (name: string) =>
        document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
          `[name="${name}"]`,
        )!;
      let chosen = "";
      const { errors } = await prerenderAndHydrate("contact-form", ContactForm, undefined, undefined, () => {
        // The visitor's edits in the prerendered fields, before the island has hydrated (ADR 0014).
        field("name").value = "Ada Lovelace";
        field("email").value = "ada@example.org";
        field("subject").value = "Engines";
        field("message").value = "A question about the analytical engine.";
        const select = field("category") as HTMLSelectElement;
        chosen = select.options[select.options.length - 1]!.value;
        select.value = chosen;
      });
      expect(errors).toEqual([]);
      await act(async () => document.querySelector("form")!.requestSubmit());
      expect(fetch).toHaveBeenCalledTimes(1);
      const body = JSON.parse(
        String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body),
      ) as Record<string, unknown>;
      expect(body).toMatchObject({
        name: "Ada Lovelace",
        email: "ada@example.org",
        subject: "Engines",
        message: "A question about the analytical engine.",
        category: chosen,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("would report a mismatch (the check above can fail)", async () => {
    const { errors } = await prerenderAndHydrate("contact-faq", ContactFaq, (html) =>
      html.replace(/_contact-faq-R_/g, "_other-R_"),
    );
    expect(errors.join("\n")).toMatch(/didn't match/);
  });
});
