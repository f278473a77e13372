import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  passkeyAnswerSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
  passkeySignInOptionsSchema,
} from "../../contract/passkeys-schemas.ts";
import { MAX_PASSKEY_NAME_LENGTH, passkeyMessages, type Passkey } from "../../contract/passkeys.ts";
import { authSessionSchema } from "../../contract/responses.ts";
import { PASSKEY_ADDED_SUBJECT } from "../../server/account/passkey-emails.ts";
import { PASSKEY_CHANGES } from "../../server/account/passkeys.routes.ts";
import { countWaysIn } from "../../server/account/ways-in.ts";
import { SIGN_IN_OPTIONS_PER_FAILURE } from "../../server/auth/passkey-sign-in.routes.ts";
import { bearer, cookieOf, query, registerAccount } from "../support/auth-helpers.ts";
import {
  addPasskey,
  json,
  passkeyOrigin,
  passkeySignIn,
  registrationOptions,
  signInOptions,
} from "../support/passkey-helpers.ts";
import { createPasskey, FLAGS, signIn } from "../support/soft-authenticator.ts";
import { accountWithRole, newSession, verifiedStaff } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ORIGIN = "https://verdant.example";

// Passkeys (WebAuthn) with real signatures from a software authenticator (tests/support/soft-authenticator.ts):
// adding, listing, renaming and removing them under /api/account/passkeys, and signing in with them under
// /api/auth/passkey, each documented answer checked against its contract schema.
describe(`passkeys API on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_ORIGIN: ORIGIN,
      AUTH_REGISTER_MAX_PER_IP: "1000",
      AUTH_LOGIN_MAX_FAILURES: "1000",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const list = async (token: string): Promise<Passkey[]> => {
    const response = await server.request("GET", "/api/account/passkeys", { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return passkeyListSchema.parse(await response.json()).passkeys;
  };
  const me = async (token: string) =>
    (await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status;

  it("answers 401 without a live session on every account route", async () => {
    const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    for (const [method, path] of [
      ["GET", "/api/account/passkeys"],
      ["POST", "/api/account/passkeys/registration/options"],
      ["POST", "/api/account/passkeys/registration/verify"],
      ["POST", `/api/account/passkeys/${id}/rename`],
      ["POST", `/api/account/passkeys/${id}/remove`],
    ] as const) {
      const response = await server.request(method, path, { headers: bearer("x".repeat(43)) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get("www-authenticate"), path).toBe('Bearer realm="api"');
    }
  });

  it("adds a passkey: options for this site and account, a verified answer, a notice email", async () => {
    const { account, token, user } = await registerAccount(server, {}, { "user-agent": FIREFOX });
    const added = await addPasskey(server, token, "  Work   laptop ");
    expect(added.response.status).toBe(201);
    expect(added.response.headers.get("cache-control")).toBe("no-store");

    const options = passkeyRegistrationOptionsSchema.parse(added.options);
    expect(options.rp).toEqual({ id: "verdant.example", name: "Verdant Collective" });
    expect(options.user).toEqual({
      id: Buffer.from(user.id.replace(/-/g, ""), "hex").toString("base64url"),
      name: account.email,
      displayName: account.name,
    });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.attestation).toBe("none");
    expect(options.excludeCredentials).toEqual([]);

    const answer = passkeyAnswerSchema.parse(await added.response.json());
    expect(answer.message).toBe(passkeyMessages.added);
    // The name is cleaned like every single-line field.
    expect(answer.passkey).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    expect(answer.passkey.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(await list(token)).toEqual([answer.passkey]);

    // Only public material is stored: the credential id and the COSE public key the authenticator made.
    const [stored] = await query<{ credential_id: string; public_key: string; transports: string[] }>(
      server,
      sql`select credential_id, public_key, transports from passkeys where user_id = ${user.id}`,
    );
    expect(stored!.credential_id).toBe(added.passkey.credentialId.toString("base64url"));
    expect(stored!.public_key).toBe(added.passkey.cosePublicKey.toString("base64url"));
    expect(stored!.transports).toEqual(["internal", "hybrid"]);

    const [notice] = await query<{ subject: string; text_body: string; html_body: string }>(
      server,
      sql`select subject, text_body, html_body from mail_outbox
          where kind = 'passkey-added' and recipients = ${account.email}`,
    );
    expect(notice!.subject).toBe(PASSKEY_ADDED_SUBJECT);
    expect(notice!.text_body).toContain("\u201cWork laptop\u201d");
    expect(notice!.text_body).toContain("from Firefox on Windows");
    expect(notice!.text_body).toContain(`${ORIGIN}/account`);
    expect(notice!.text_body).toContain(`${ORIGIN}/forgot-password`);

    // The next options exclude it, so the same authenticator is not registered twice.
    const next = passkeyRegistrationOptionsSchema.parse(await registrationOptions(server, bearer(token)));
    expect(next.excludeCredentials).toEqual([
      { id: stored!.credential_id, type: "public-key", transports: ["internal", "hybrid"] },
    ]);
  });

  it("refuses a registration answer whose challenge was used, is another session's or expired", async () => {
    const { account, token } = await registerAccount(server);
    const first = await addPasskey(server, token);
    expect(first.response.status).toBe(201);
    const again = await server.request("POST", "/api/account/passkeys/registration/verify", {
      body: { name: "Again", response: first.answer },
      headers: bearer(token),
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: passkeyMessages.registrationExpired,
      details: [passkeyMessages.registrationExpired],
    });

    // Options asked for by one session, answered through another of the same account.
    const other = await server.request("POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    const otherToken = ((await other.json()) as { token: string }).token;
    const options = await registrationOptions(server, bearer(token));
    const created = createPasskey(options, { origin: passkeyOrigin(server) });
    const foreign = await server.request("POST", "/api/account/passkeys/registration/verify", {
      body: { name: "Foreign", response: created.response },
      headers: bearer(otherToken),
    });
    expect(foreign.status).toBe(400);
    expect((await json(foreign)).message).toBe(passkeyMessages.registrationExpired);

    // Past its lifetime.
    const late = await registrationOptions(server, bearer(token));
    await server.database.db.execute(
      sql`update passkey_challenges set expires_at = now() - interval '1 second' where challenge = ${late.challenge as string}`,
    );
    const lateAnswer = createPasskey(late, { origin: passkeyOrigin(server) });
    const expired = await server.request("POST", "/api/account/passkeys/registration/verify", {
      body: { name: "Late", response: lateAnswer.response },
      headers: bearer(token),
    });
    expect(expired.status).toBe(400);
    expect((await json(expired)).message).toBe(passkeyMessages.registrationExpired);
    expect(await list(token)).toHaveLength(1);
  });

  it("refuses answers from another origin or RP id, or without user verification", async () => {
    const { token } = await registerAccount(server);
    for (const ceremony of [
      { origin: "https://verdant.example.evil.test" },
      { rpId: "evil.test" },
      { flags: FLAGS.userPresent },
    ]) {
      const added = await addPasskey(server, token, "Forged", ceremony);
      expect(added.response.status, JSON.stringify(ceremony)).toBe(400);
      expect(await added.response.json()).toEqual({
        message: passkeyMessages.registrationFailed,
        details: [passkeyMessages.registrationFailed],
      });
    }
    expect(await list(token)).toEqual([]);
  });

  it("refuses a name that is empty or too long, and a body that is no authenticator answer", async () => {
    const { token } = await registerAccount(server);
    const options = await registrationOptions(server, bearer(token));
    const created = createPasskey(options, { origin: passkeyOrigin(server) });
    const verify = (body: unknown) =>
      server.request("POST", "/api/account/passkeys/registration/verify", { body, headers: bearer(token) });
    const blank = await verify({ name: "   ", response: created.response });
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe(passkeyMessages.nameRequired);
    const long = await verify({ name: "x".repeat(MAX_PASSKEY_NAME_LENGTH + 1), response: created.response });
    expect((await json(long)).message).toBe(passkeyMessages.nameTooLong);
    const junk = await verify({ name: "Junk", response: { ...created.response, type: "password" } });
    expect(junk.status).toBe(400);
    // None of these used up the challenge: the answer still adds the passkey.
    expect((await verify({ name: "Kept", response: created.response })).status).toBe(201);
  });

  it("refuses a credential that is registered already, on any account", async () => {
    const first = await registerAccount(server);
    const added = await addPasskey(server, first.token);
    expect(added.response.status).toBe(201);
    const second = await registerAccount(server);
    const copy = await addPasskey(server, second.token, "Copy", { reuse: added.passkey });
    expect(copy.response.status).toBe(409);
    expect(await copy.response.json()).toEqual({ message: passkeyMessages.alreadyRegistered });
    expect(await list(second.token)).toEqual([]);
  });

  it("signs in with a passkey like a password: a session, the device cookie, the last use recorded", async () => {
    const { account, token, user } = await registerAccount(server);
    const { passkey } = await addPasskey(server, token);

    const optionsResponse = await server.request("POST", "/api/auth/passkey/options");
    expect(optionsResponse.status).toBe(200);
    expect(optionsResponse.headers.get("cache-control")).toBe("no-store");
    const raw = await optionsResponse.json();
    const options = passkeySignInOptionsSchema.parse(raw);
    // Any passkey of the site may answer (the browser offers its own), and only with user verification.
    expect(options).toMatchObject({ rpId: "verdant.example", userVerification: "required" });
    expect(raw).not.toHaveProperty("allowCredentials");

    const answer = signIn(passkey, options, { origin: passkeyOrigin(server) });
    const response = await server.request("POST", "/api/auth/passkey/verify", {
      body: { response: answer, rememberMe: true },
      headers: { "user-agent": FIREFOX },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const session = authSessionSchema.parse(await response.json());
    expect(session.user).toEqual({ id: user.id, name: account.name, email: account.email });
    expect(await me(session.token)).toBe(200);
    // Like every sign-in, the browser is now recognised as one of the account's devices.
    expect(response.headers.getSetCookie().join("\n")).toMatch(/vc_device=[A-Za-z0-9_-]{43}; .*HttpOnly/);

    const [stored] = await query<{ remember_me: boolean; device: string }>(
      server,
      sql`select remember_me, device from sessions where user_id = ${user.id} order by created_at desc limit 1`,
    );
    expect(stored).toEqual({ remember_me: true, device: "Firefox on Windows" });
    const [key] = await list(session.token);
    expect(key!.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const [counter] = await query<{ counter: string | number }>(
      server,
      sql`select counter from passkeys where user_id = ${user.id}`,
    );
    expect(Number(counter!.counter)).toBe(1);

    // The same answer again: its challenge is used up.
    const replay = await server.request("POST", "/api/auth/passkey/verify", { body: { response: answer } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: passkeyMessages.signInExpired });
  });

  it("tells the account's address of a passkey sign-in from a new device, once; not from its own device", async () => {
    const { account, token, deviceCookie } = await registerAccount(server);
    const { passkey } = await addPasskey(server, token);
    const notices = async () =>
      (
        await query<{ n: number }>(
          server,
          sql`select count(*)::int as n from mail_outbox where kind = 'new-device' and recipients = ${account.email}`,
        )
      )[0]!.n;

    // The browser that registered: known, no notice.
    expect((await passkeySignIn(server, passkey, { headers: { cookie: deviceCookie } })).status).toBe(200);
    expect(await notices()).toBe(0);
    // Another browser, no device cookie: one notice; that browser is then known.
    const elsewhere = await passkeySignIn(server, passkey, { headers: { "user-agent": FIREFOX } });
    expect(elsewhere.status).toBe(200);
    expect(await notices()).toBe(1);
    const cookie = cookieOf(elsewhere, "vc_device");
    expect((await passkeySignIn(server, passkey, { headers: { cookie } })).status).toBe(200);
    expect(await notices()).toBe(1);
  });

  it("refuses a sign-in that is forged, cloned, for another account or with a removed passkey", async () => {
    const { token } = await registerAccount(server);
    const { passkey } = await addPasskey(server, token);
    const { passkey: spare } = await addPasskey(server, token, "Spare");
    const refused = async (response: Response, message: string = passkeyMessages.signInFailed) => {
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
      expect(await response.json()).toEqual({ message });
    };

    await refused(await passkeySignIn(server, passkey, { ceremony: { origin: "https://evil.test" } }));
    await refused(await passkeySignIn(server, passkey, { ceremony: { rpId: "evil.test" } }));
    await refused(await passkeySignIn(server, passkey, { ceremony: { flags: FLAGS.userPresent } }));

    // A signature by another key.
    const options = await signInOptions(server);
    const forged = signIn({ ...passkey, privateKey: spare.privateKey }, options, {
      origin: passkeyOrigin(server),
    });
    await refused(await server.request("POST", "/api/auth/passkey/verify", { body: { response: forged } }));

    // An authenticator that names another account than the passkey's.
    const stranger = await registerAccount(server);
    const lying = {
      ...passkey,
      userHandle: Buffer.from(stranger.user.id.replace(/-/g, ""), "hex").toString("base64url"),
    };
    await refused(await passkeySignIn(server, lying));

    // A clone whose counter falls behind the one the server saw last.
    expect((await passkeySignIn(server, passkey)).status).toBe(200);
    await refused(await passkeySignIn(server, { ...passkey, signCount: 0 }));

    // An unknown credential, and a removed one.
    await refused(await passkeySignIn(server, { ...passkey, credentialId: Buffer.alloc(32, 7) }));
    const [row] = (await list(token)).filter((key) => key.name === "Work laptop");
    expect(
      (await server.request("POST", `/api/account/passkeys/${row!.id}/remove`, { headers: bearer(token) }))
        .status,
    ).toBe(204);
    await refused(await passkeySignIn(server, passkey));
    expect((await passkeySignIn(server, spare)).status).toBe(200);
  });

  it("renames a passkey of the account only", async () => {
    const { token } = await registerAccount(server);
    await addPasskey(server, token, "Phone");
    const [key] = await list(token);
    const rename = (id: string, name: unknown, as = token) =>
      server.request("POST", `/api/account/passkeys/${id}/rename`, { body: { name }, headers: bearer(as) });

    const renamed = await rename(key!.id, " Old phone ");
    expect(renamed.status).toBe(200);
    const answer = passkeyAnswerSchema.parse(await renamed.json());
    expect(answer).toEqual({ passkey: { ...key!, name: "Old phone" }, message: passkeyMessages.renamed });
    expect(await list(token)).toEqual([answer.passkey]);

    const blank = await rename(key!.id, "");
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      message: passkeyMessages.nameRequired,
      details: [passkeyMessages.nameRequired],
    });
    const stranger = await registerAccount(server);
    const foreign = await rename(key!.id, "Mine now", stranger.token);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: passkeyMessages.notFound });
    expect((await rename("not-a-uuid", "Phone")).status).toBe(404);
    expect((await list(token))[0]!.name).toBe("Old phone");
  });

  it("removes a passkey, never the account's last way in", async () => {
    const { token, user } = await registerAccount(server);
    await addPasskey(server, token, "First");
    await addPasskey(server, token, "Second");
    await addPasskey(server, token, "Third");
    const remove = (id: string, as = token) =>
      server.request("POST", `/api/account/passkeys/${id}/remove`, { headers: bearer(as) });
    expect(await countWaysIn(server.database.db, user.id)).toBe(4);

    // With the password, every passkey may go; someone else's never.
    const [third] = await list(token);
    const stranger = await registerAccount(server);
    expect((await remove(third!.id, stranger.token)).status).toBe(404);
    expect((await remove("7c9e6679-7425-40de-944b-e07fc1f90ae7")).status).toBe(404);
    expect((await remove(third!.id)).status).toBe(204);
    expect((await remove(third!.id)).status).toBe(404);

    // An account made through a provider has no password: a linked identity is a way in, then only passkeys.
    await server.database.db.execute(sql`update users set password_hash = null where id = ${user.id}`);
    await server.database.db.execute(
      sql`insert into oauth_identities (provider, subject, user_id) values ('google', ${`sub-${user.id}`}, ${user.id})`,
    );
    expect(await countWaysIn(server.database.db, user.id)).toBe(3);
    await server.database.db.execute(sql`delete from oauth_identities where user_id = ${user.id}`);
    expect(await countWaysIn(server.database.db, user.id)).toBe(2);

    // Two parallel removals of the last two passkeys: one goes, the other is the last way in.
    const keys = await list(token);
    const answers = await Promise.all(keys.map((key) => remove(key.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const refusal = answers.find((answer) => answer.status === 409)!;
    expect(await refusal.json()).toEqual({ message: passkeyMessages.lastWayIn });
    expect(await list(token)).toHaveLength(1);
    expect(await countWaysIn(server.database.db, user.id)).toBe(1);
  });

  it("staff: only a session that proved the second factor adds a passkey, and signing in with it skips TOTP", async () => {
    const staff = await verifiedStaff(server);
    const added = await addPasskey(server, staff.token, "Security key");
    expect(added.response.status).toBe(201);

    // A session from the password alone may not add one: it would skip the code next time.
    const unproved = await newSession(server, staff);
    const options = await server.request("POST", "/api/account/passkeys/registration/options", {
      headers: unproved,
    });
    expect(options.status).toBe(403);
    expect(await options.json()).toEqual({ message: passkeyMessages.secondFactorFirst });
    const verify = await server.request("POST", "/api/account/passkeys/registration/verify", {
      body: { name: "Sneaky", response: added.answer },
      headers: unproved,
    });
    expect(verify.status).toBe(403);

    const signedIn = await passkeySignIn(server, added.passkey);
    expect(signedIn.status).toBe(200);
    const headers = bearer(((await signedIn.json()) as { token: string }).token);
    const state = await server.request("GET", "/api/auth/2fa", { headers });
    expect(await state.json()).toEqual({ role: "staff", enrolled: true, verified: true });
    expect((await server.request("GET", "/api/staff/inbox", { headers })).status).toBe(200);
  });

  it("a visitor's passkey does not count as a second factor once the account is made staff", async () => {
    const visitor = await accountWithRole(server, "visitor");
    const added = await addPasskey(server, visitor.token);
    expect(added.response.status).toBe(201);
    await server.database.db.execute(sql`update users set role = 'staff' where email = ${visitor.email}`);
    const signedIn = await passkeySignIn(server, added.passkey);
    expect(signedIn.status).toBe(200);
    const headers = bearer(((await signedIn.json()) as { token: string }).token);
    const state = await server.request("GET", "/api/auth/2fa", { headers });
    expect(await state.json()).toMatchObject({ role: "staff", verified: false });
    expect((await server.request("GET", "/api/staff/inbox", { headers })).status).toBe(403);
  });

  it("answers mangled authenticator answers with 400 or 401, never a server error", async () => {
    const { token } = await registerAccount(server);
    const { passkey } = await addPasskey(server, token);
    const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{1,300}$/);
    const field = fc.constantFrom("clientDataJSON", "authenticatorData", "signature", "userHandle");
    await fc.assert(
      fc.asyncProperty(field, base64url, fc.boolean(), async (name, value, register) => {
        if (register) {
          // Each run adds (options, verify) as a fresh start: the account's change limit is not the subject here.
          await server.database.db.execute(sql`delete from rate_limits where key like 'passkey-changes:%'`);
          const options = await registrationOptions(server, bearer(token));
          const created = createPasskey(options, { origin: passkeyOrigin(server) });
          const key = name === "signature" || name === "userHandle" ? "attestationObject" : "clientDataJSON";
          const response = await server.request("POST", "/api/account/passkeys/registration/verify", {
            body: {
              name: "Fuzz",
              response: { ...created.response, response: { ...created.response.response, [key]: value } },
            },
            headers: bearer(token),
          });
          expect(response.status).toBe(400);
          return;
        }
        const answer = signIn(passkey, await signInOptions(server), { origin: passkeyOrigin(server) });
        const response = await server.request("POST", "/api/auth/passkey/verify", {
          body: { response: { ...answer, response: { ...answer.response, [name]: value } } },
        });
        expect(response.status).toBe(401);
      }),
      { numRuns: 30 },
    );
  });

  it("counts a bad sign-in body as 400 and refuses text that is not JSON", async () => {
    const empty = await server.request("POST", "/api/auth/passkey/verify", { body: {} });
    expect(empty.status).toBe(400);
    const text = await server.request("POST", "/api/auth/passkey/verify", {
      body: "{}",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(400);
  });
});

describe(`passkey limits under concurrency on ${databaseLabel()}`, () => {
  const MAX_FAILURES = 3;
  let server: TestServer;
  beforeAll(async () => {
    // OWN_ORIGIN: http://127.0.0.1:<port>, so this also shows the loopback origin's passkeys live at localhost.
    server = await startTestServer({
      PUBLIC_ORIGIN: OWN_ORIGIN,
      AUTH_REGISTER_MAX_PER_IP: "1000",
      AUTH_LOGIN_MAX_FAILURES: String(MAX_FAILURES),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves a loopback origin's passkeys at localhost, with the same port", async () => {
    const { token } = await registerAccount(server);
    const options = await registrationOptions(server, bearer(token));
    expect((options.rp as { id: string }).id).toBe("localhost");
    expect(passkeyOrigin(server)).toBe(server.url.replace("127.0.0.1", "localhost"));
    const wrong = createPasskey(options, { origin: server.url });
    const refused = await server.request("POST", "/api/account/passkeys/registration/verify", {
      body: { name: "IP", response: wrong.response },
      headers: bearer(token),
    });
    expect(refused.status).toBe(400);
  });

  it("changes: at most PASSKEY_CHANGES per account and window, however many arrive at once", async () => {
    const { token } = await registerAccount(server);
    const added = await addPasskey(server, token);
    expect(added.response.status).toBe(201);
    const [key] = (
      await json(await server.request("GET", "/api/account/passkeys", { headers: bearer(token) }))
    ).passkeys as Passkey[];
    const attempts = PASSKEY_CHANGES.limit + 10;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        server.request("POST", `/api/account/passkeys/${key!.id}/rename`, {
          body: { name: `Name ${index}` },
          headers: bearer(token),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Adding it took two (options and verify).
    expect(statuses.filter((status) => status === 200)).toHaveLength(PASSKEY_CHANGES.limit - 2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    const tooMany = answers.find((answer) => answer.status === 429)!;
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await tooMany.json()).toEqual({ message: passkeyMessages.tooManyChanges });
    // Another account is not affected.
    const other = await registerAccount(server);
    expect(
      (
        await server.request("POST", "/api/account/passkeys/registration/options", {
          headers: bearer(other.token),
        })
      ).status,
    ).toBe(200);
  });

  it("sign-in options: a bounded number per address, however many arrive at once", async () => {
    const limit = MAX_FAILURES * SIGN_IN_OPTIONS_PER_FAILURE;
    const answers = await Promise.all(
      Array.from({ length: limit + 8 }, () => server.request("POST", "/api/auth/passkey/options")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    const tooMany = answers.find((answer) => answer.status === 429)!;
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await tooMany.json()).toEqual({ message: passkeyMessages.tooMany });
    await server.database.db.execute(sql`delete from rate_limits where key like 'passkey-options:%'`);
  });

  it("sign-in failures: counted like the login's, the account's own device keeps its own counter", async () => {
    const { token, deviceCookie } = await registerAccount(server);
    const { passkey } = await addPasskey(server, token);
    const options = await signInOptions(server);
    const forged = signIn({ ...passkey, credentialId: Buffer.alloc(32, 9) }, options, {
      origin: passkeyOrigin(server),
    });
    // Parallel failures from one address: MAX_FAILURES are checked (401), the rest refused before any check.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.request("POST", "/api/auth/passkey/verify", { body: { response: forged } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - MAX_FAILURES);
    const tooMany = answers.find((answer) => answer.status === 429)!;
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await json(tooMany)).message).toMatch(/^Too many sign-in attempts\./);

    // A genuine passkey from that address waits too; from the account's own device it still works.
    expect((await passkeySignIn(server, passkey)).status).toBe(429);
    const fromDevice = await passkeySignIn(server, passkey, { headers: { cookie: deviceCookie } });
    expect(fromDevice.status).toBe(200);
    expect(cookieOf(fromDevice, "vc_device")).toBe(deviceCookie);
    // Passkey failures do not use up the password's attempts.
    const { account } = await registerAccount(server);
    const login = await server.request("POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });
});
