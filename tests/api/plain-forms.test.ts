import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationTexts } from "../../contract/application.ts";
import { publicFormPages } from "../../contract/public-forms.ts";
import { countRows, formsTestEnv, rows } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The public forms posted as plain HTML forms, as a browser without JavaScript sends them (ADR 0007): 303 to the
// thank-you page, or back to the form's page, whose next answer shows the problems and the values. Nothing typed
// may reach a URL or the request log.

const sameOrigin = { "sec-fetch-site": "same-origin" };
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe(`plain form posts on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...formsTestEnv, FORM_RATE_LIMIT: "6" }, { captureLogs: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const postForm = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = sameOrigin,
  ) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: formBody(fields),
    });

  const contact = {
    name: "Ada Lovelace",
    email: "ada@example.org",
    organization: "",
    category: "genomics",
    subject: "Plain-form subject 7f3a",
    message: "Sent without JavaScript <b>bold</b>",
    website: "",
  };

  it("stores a contact message and answers 303 to the thank-you page, with nothing typed in the URL or the log", async () => {
    const before = await countRows(server, "contact_messages");
    const response = await postForm("/api/contact/", contact);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(publicFormPages.contact.thanks);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await countRows(server, "contact_messages")).toBe(before + 1);
    const [stored] = await rows<Record<string, string>>(
      server,
      "select * from contact_messages order by created_at desc limit 1",
    );
    expect(stored).toMatchObject({ subject: contact.subject, category: "genomics", spam_verdict: "clean" });
    const log = server.logText();
    expect(log).toContain('"url":"/api/contact/"');
    expect(log).not.toContain("7f3a");
    expect(log).not.toContain("ada@example.org");
  });

  it("sends a refused form back to its page, which shows the problems and the values once", async () => {
    const before = await countRows(server, "contact_messages");
    const response = await postForm("/api/contact", { ...contact, email: "not-an-email", message: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^vc_form=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=600; HttpOnly; SameSite=Strict$/);
    expect(await countRows(server, "contact_messages")).toBe(before);

    const page = await fetch(`${server.url}/contact`, { headers: { cookie: cookie.split(";")[0]! } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("set-cookie")).toMatch(/^vc_form=; Path=\/; Max-Age=0/);
    const html = await page.text();
    // The error summary, as the form kit shows it: each problem a link to its field.
    expect(html).toContain("data-error-summary");
    expect(html).toContain(">There is a problem</h2>");
    expect(html).toMatch(/<a href="#[^"]+" [^>]*>Please enter a valid email address<\/a>/);
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain(`value="${contact.subject}"`);
    expect(html).toMatch(/<option selected="" value="genomics"/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Please enter your message");
    // Not hydrated: React never meets markup it did not render.
    expect(html).not.toMatch(/<script/);

    // Read once: the same cookie again gets the page as built.
    const again = await (
      await fetch(`${server.url}/contact`, { headers: { cookie: cookie.split(";")[0]! } })
    ).text();
    expect(again).not.toContain("not-an-email");
  });

  it("escapes what was typed when it is shown again", async () => {
    const response = await postForm("/api/contact/", {
      ...contact,
      email: "",
      subject: '"><script>x</script>',
    });
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const html = await (await fetch(`${server.url}/contact`, { headers: { cookie } })).text();
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    // The message goes back into its textarea, escaped too.
    expect(html).toMatch(
      /<textarea[^>]*name="message"[^>]*>Sent without JavaScript &lt;b&gt;bold&lt;\/b&gt;<\/textarea>/,
    );
    expect(html).not.toContain("<script>x</script>");
  });

  it("takes an unticked checkbox as false and names the missing required fields like the page does", async () => {
    const application = {
      name: "Grace Hopper",
      email: "grace@example.org",
      position: "climate-scientist",
      experience: "senior",
      coverLetter: "I would love to help.",
      availability: "flexible",
    };
    const refused = await postForm("/api/careers/apply", { ...application, experience: "" });
    expect(refused.headers.get("location")).toBe("/careers");
    const [flash] = await rows<{
      payload: { summary: { message: string }; values: Record<string, unknown> };
    }>(server, "select payload from form_flashes order by expires_at desc limit 1");
    expect(flash!.payload.summary.message).toBe(applicationTexts.missingRequired);
    expect(flash!.payload.values.remoteWork).toBe(false);

    const stored = await postForm("/api/careers/apply", application);
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toBe(publicFormPages.application.thanks);
    const [row] = await rows<{ remote_work: boolean }>(
      server,
      "select remote_work from job_applications order by created_at desc limit 1",
    );
    expect(row!.remote_work).toBe(false);
    const ticked = await postForm("/api/careers/apply", { ...application, remoteWork: "true" });
    expect(ticked.status).toBe(303);
    const [last] = await rows<{ remote_work: boolean }>(
      server,
      "select remote_work from job_applications order by created_at desc limit 1",
    );
    expect(last!.remote_work).toBe(true);
  });

  it("keeps a filled honeypot aside, answered like any other", async () => {
    const response = await postForm("/api/newsletter", {
      email: "bot@example.org",
      website: "https://spam.example",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(publicFormPages.newsletter.thanks);
    const [row] = await rows<{ spam_verdict: string }>(
      server,
      "select spam_verdict from subscriptions order by created_at desc limit 1",
    );
    expect(row!.spam_verdict).toBe("spam");
  });

  it("keeps only field-like names and no NUL characters for the page, and stores nothing odd", async () => {
    const response = await fetch(`${server.url}/api/contact/`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...sameOrigin },
      body: "name=A%00da&email=x&%7B%22a%22%3A1%7D=junk&__proto__=p&subject=%00",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact");
    const [flash] = await rows<{ payload: { values: Record<string, unknown> } }>(
      server,
      "select payload from form_flashes where form = 'contact' order by expires_at desc limit 1",
    );
    expect(flash!.payload.values).toEqual({ name: "Ada", email: "x", subject: "" });
  });

  it("refuses form posts from other sites, by Sec-Fetch-Site or Origin, before storing anything", async () => {
    const before = await countRows(server, "contact_messages");
    const crossSite = await postForm("/api/contact/", contact, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const sameSite = await postForm("/api/contact/", contact, { "sec-fetch-site": "same-site" });
    expect(sameSite.status).toBe(403);
    const foreignOrigin = await postForm("/api/contact/", contact, { origin: "https://evil.example" });
    expect(foreignOrigin.status).toBe(403);
    const ownOrigin = await postForm("/api/contact/", contact, { origin: server.url });
    expect(ownOrigin.status).toBe(303);
    expect(await countRows(server, "contact_messages")).toBe(before + 1);
  });

  it("still answers other content types 415, and form bodies only on the form routes", async () => {
    const multipart = new FormData();
    multipart.set("email", "a@example.org");
    const response = await fetch(`${server.url}/api/newsletter`, { method: "POST", body: multipart });
    expect(response.status).toBe(415);
    const login = await postForm("/api/auth/login", { email: "a@example.org", password: "secret" });
    expect(login.status).toBe(415);
  });

  it("sends the visitor back with the reason when the quota is used up, keeping the values", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 8; i++) {
      last = await postForm("/api/events/subscribe", { email: `reader${i}@example.org`, website: "" });
      if (last.headers.get("location") === "/events") break;
    }
    expect(last!.status).toBe(303);
    expect(last!.headers.get("location")).toBe("/events");
    const [flash] = await rows<{
      payload: { summary: { message: string }; values: Record<string, unknown> };
    }>(server, "select payload from form_flashes where form = 'events' order by expires_at desc limit 1");
    expect(flash!.payload.summary.message).toContain("Too many requests");
    expect(flash!.payload.values.email).toMatch(/^reader\d@example\.org$/);
  });
});
