import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionLinkTexts, subscriptionTexts } from "../../contract/subscription.ts";
import { countRows, formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { eventually, SmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Double opt-in, confirmation, one-click unsubscribe (RFC 8058) and bad links, with real emails through SMTP.
describe(`subscription lifecycle on ${databaseLabel()}`, () => {
  const sink = new SmtpSink();
  let server: TestServer;
  const origin = "https://verdant.example";

  beforeAll(async () => {
    await sink.start(0);
    server = await startTestServer({
      ...formsTestEnv,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OUTBOX_POLL_MS: "50",
      PUBLIC_ORIGIN: origin,
      MAIL_TO_SUBSCRIPTIONS: "lists@example.org",
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });

  const post = (path: string, body: unknown) => server.request("POST", path, { body });
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  async function confirmationMail(address: string, count = 1): Promise<ReceivedMail> {
    await eventually(() => mailsTo(address).length >= count, `confirmation email ${count} to ${address}`);
    return mailsTo(address)[count - 1]!;
  }
  function linksOf(mail: ReceivedMail) {
    const confirm = /\/subscriptions\/confirm#token=([A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1];
    const unsubscribe = /\/subscriptions\/unsubscribe#token=([A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1];
    return { confirm: confirm!, unsubscribe: unsubscribe! };
  }
  const statusOf = async (address: string, list = "newsletter") =>
    (
      await rows<{ status: string }>(
        server,
        `select status from subscriptions where list = '${list}' and lower(email) = '${address}'`,
      )
    )[0]?.status;

  it("emails a confirmation link; confirming makes a subscriber and tells staff; one-click POST unsubscribes", async () => {
    const address = "ada@example.org";
    expect((await post("/api/newsletter", { email: address })).status).toBe(201);
    const mail = await confirmationMail(address);
    expect(mail.headers.subject).toBe(
      "Please confirm your subscription to the Verdant Collective newsletter",
    );
    const { confirm, unsubscribe } = linksOf(mail);
    // Each link carries its own 256-bit secret (43 base64url characters).
    expect(confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribe).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribe).not.toBe(confirm);
    expect(mail.decoded).toContain(`${origin}/subscriptions/confirm#token=${confirm}`);
    expect(mail.headers["list-unsubscribe"]).toBe(
      `<${origin}/api/subscriptions/unsubscribe?token=${unsubscribe}>`,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await statusOf(address)).toBe("pending");

    // Tokens are stored hashed: the secret in the email appears nowhere in the database.
    const stored = await rows<{ token_hash: string }>(server, "select token_hash from subscription_tokens");
    expect(stored.map((row) => row.token_hash)).not.toContain(confirm);
    expect(JSON.stringify(await rows(server, "select * from subscription_tokens"))).not.toContain(confirm);

    const confirmed = await post("/api/subscriptions/confirm", { token: confirm });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      list: "newsletter",
      message: subscriptionLinkTexts.confirm.done("newsletter"),
    });
    expect(await statusOf(address)).toBe("confirmed");
    await eventually(
      () => mailsTo("lists@example.org").some((m) => m.decoded.includes(address)),
      "staff notice",
    );

    // RFC 8058: a mail provider posts the form body to the List-Unsubscribe address, nothing else.
    const oneClick = await fetch(`${server.url}/api/subscriptions/unsubscribe?token=${unsubscribe}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await statusOf(address)).toBe("unsubscribed");

    // Used links are refused with a clear answer and change nothing.
    const usedUnsubscribe = await post("/api/subscriptions/unsubscribe", { token: unsubscribe });
    expect(usedUnsubscribe.status).toBe(410);
    expect(await usedUnsubscribe.json()).toEqual({
      code: "used",
      message: subscriptionLinkTexts.problems.used,
    });
    const usedConfirm = await post("/api/subscriptions/confirm", { token: confirm });
    expect(usedConfirm.status).toBe(410);
    expect(await statusOf(address)).toBe("unsubscribed");
  });

  it("takes multipart one-click posts too, and unsubscribes from the page's JSON post", async () => {
    const address = "grace@example.org";
    await post("/api/events/subscribe", { email: address });
    const first = linksOf(await confirmationMail(address));
    await post("/api/subscriptions/confirm", { token: first.confirm });
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const multipart = await fetch(`${server.url}/api/subscriptions/unsubscribe?token=${first.unsubscribe}`, {
      method: "POST",
      body: form,
    });
    expect(multipart.status).toBe(200);
    expect(await statusOf(address, "events")).toBe("unsubscribed");

    // Subscribing again works: a new confirmation, a new unsubscribe link, sent through the page's JSON post.
    expect((await post("/api/events/subscribe", { email: address })).status).toBe(201);
    const second = linksOf(await confirmationMail(address, 2));
    expect(second.confirm).not.toBe(first.confirm);
    expect((await post("/api/subscriptions/confirm", { token: second.confirm })).status).toBe(200);
    expect(await statusOf(address, "events")).toBe("confirmed");
    const viaPage = await post("/api/subscriptions/unsubscribe", { token: second.unsubscribe });
    expect(viaPage.status).toBe(200);
    expect(((await viaPage.json()) as { message: string }).message).toBe(
      subscriptionLinkTexts.unsubscribe.done("events"),
    );
  });

  it("refuses forged, expired and wrong-purpose links with clear answers, changing nothing", async () => {
    const address = "linus@example.org";
    await post("/api/newsletter", { email: address });
    const links = linksOf(await confirmationMail(address));

    const forged = await post("/api/subscriptions/confirm", { token: "A".repeat(43) });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ code: "invalid", message: subscriptionLinkTexts.problems.invalid });
    // An unsubscribe token is not a confirmation token.
    expect((await post("/api/subscriptions/confirm", { token: links.unsubscribe })).status).toBe(404);
    expect((await post("/api/subscriptions/confirm", {})).status).toBe(400);
    expect((await post("/api/subscriptions/confirm", "token=x")).status).toBe(400);

    await server.database.db.execute(
      (await import("drizzle-orm"))
        .sql`update subscription_tokens set expires_at = now() - interval '1 minute'`,
    );
    const expired = await post("/api/subscriptions/confirm", { token: links.confirm });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({
      code: "expired",
      message: subscriptionLinkTexts.problems.expired,
    });
    expect(await statusOf(address)).toBe("pending");
  });

  it("sends at most three confirmation emails a day to one address, however many requests arrive at once", async () => {
    const address = "flooded@example.org";
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post("/api/newsletter", { email: address })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const messages = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { message: string }).message),
      ),
    );
    expect([...messages]).toEqual([subscriptionTexts.newsletter.success]);
    expect(await countRows(server, `mail_outbox where lower(recipients) = '${address}'`)).toBe(3);
  });

  it("sends nothing to an address that is already a subscriber, with the same answer", async () => {
    const address = "kept@example.org";
    await post("/api/newsletter", { email: address });
    await post("/api/subscriptions/confirm", { token: linksOf(await confirmationMail(address)).confirm });
    const again = await post("/api/newsletter", { email: address, ...humanMeta });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { message: string }).message).toBe(subscriptionTexts.newsletter.success);
    expect(await countRows(server, `mail_outbox where lower(recipients) = '${address}'`)).toBe(1);
    expect(await statusOf(address)).toBe("confirmed");
  });
});
