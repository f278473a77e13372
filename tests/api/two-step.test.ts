import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessionSchema } from "../../contract/responses.ts";
import { enrolmentSchema } from "../../contract/staff-schemas.ts";
import { twoStepMessages } from "../../contract/two-step.ts";
import { secondStepAnswerSchema, twoStepStateSchema } from "../../contract/two-step-schemas.ts";
import { TWO_STEP_OFF_SUBJECT, TWO_STEP_ON_SUBJECT } from "../../server/account/two-step-emails.ts";
import { issueSignInCode } from "../../server/auth/sign-in-codes.ts";
import { bearer, query, registerAccount, verifyEmail } from "../support/auth-helpers.ts";
import { addPasskey, passkeySignIn } from "../support/passkey-helpers.ts";
import { nextCode, verifiedStaff, wrongCode, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

// Two-step sign-in for every account (ADR 0049): turning it on and off at /api/account/two-step, the code step of
// signing in (POST /api/auth/login/code) after a password or a provider sign-in but not after a passkey, recovery
// codes used once, parallel use of one code or one step, the code counters, and the notices by email.
describe(`two-step sign-in on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_ORIGIN: OWN_ORIGIN,
      AUTH_REGISTER_MAX_PER_IP: "1000",
      AUTH_LOGIN_MAX_FAILURES: "1000",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    server.request("POST", path, { body, headers });

  /** A verified visitor's account with two-step sign-in turned on through the account page's API. */
  async function accountWithTwoStep(): Promise<StaffMember & { userId: string }> {
    const { account, token, deviceCookie, user } = await registerAccount(server);
    await verifyEmail(server, account.email, token, deviceCookie);
    const member: StaffMember & { userId: string } = {
      email: account.email,
      password: account.password,
      token,
      headers: bearer(token),
      deviceCookie,
      nextStep: 0,
      userId: user.id,
    };
    const enrol = await post("/api/account/two-step/enrol", undefined, member.headers);
    expect(enrol.status).toBe(200);
    member.enrolment = enrolmentSchema.parse(await enrol.json());
    expect(
      (await post("/api/account/two-step/confirm", { code: nextCode(member) }, member.headers)).status,
    ).toBe(204);
    return member;
  }

  async function passwordStep(member: StaffMember, headers: Record<string, string> = {}): Promise<string> {
    const login = await post("/api/auth/login", { email: member.email, password: member.password }, headers);
    expect(login.status).toBe(202);
    return secondStepAnswerSchema.parse(await login.json()).secondStep.token;
  }

  const sendCode = (token: string, code: string, headers: Record<string, string> = {}) =>
    post("/api/auth/login/code", { token, code }, headers);

  const noticesTo = (email: string) =>
    query<{ kind: string; subject: string; text_body: string }>(
      server,
      sql`select kind, subject, text_body from mail_outbox
          where recipients = ${email} and kind like 'two-step-%' order by created_at`,
    );

  const sessionsOf = async (userId: string) =>
    Number(
      (
        await query<{ n: number }>(
          server,
          sql`select count(*)::int as n from sessions where user_id = ${userId}`,
        )
      )[0]!.n,
    );

  it("turns on with a QR code's secret, 10 recovery codes and a first code; the owner gets a notice", async () => {
    const { account, token, deviceCookie } = await registerAccount(server);
    // An address not proved yet: whoever registered it must not lock its owner out.
    const unverified = await post("/api/account/two-step/enrol", undefined, bearer(token));
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toEqual({ message: twoStepMessages.emailUnverified });
    await verifyEmail(server, account.email, token, deviceCookie);

    const off = twoStepStateSchema.parse(
      await (await server.request("GET", "/api/account/two-step", { headers: bearer(token) })).json(),
    );
    expect(off).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const enrol = await post("/api/account/two-step/enrol", undefined, bearer(token));
    expect(enrol.status).toBe(200);
    const enrolment = enrolmentSchema.parse(await enrol.json());
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toContain(
      `otpauth://totp/Verdant%20Collective:${encodeURIComponent(account.email)}`,
    );
    expect(enrolment.recoveryCodes).toHaveLength(10);
    const member = { enrolment, nextStep: 0 } as StaffMember;
    // Nothing changes for signing in until it is confirmed.
    expect((await post("/api/auth/login", { email: account.email, password: account.password })).status).toBe(
      200,
    );

    const wrong = await post("/api/account/two-step/confirm", { code: wrongCode(member) }, bearer(token));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: twoStepMessages.invalidCode,
      details: [twoStepMessages.invalidCode],
    });
    expect(
      (await post("/api/account/two-step/confirm", { code: nextCode(member) }, bearer(token))).status,
    ).toBe(204);
    const on = await server.request("GET", "/api/account/two-step", { headers: bearer(token) });
    expect(await on.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect((await post("/api/account/two-step/enrol", undefined, bearer(token))).status).toBe(409);

    const notices = await noticesTo(account.email);
    expect(notices.map((notice) => [notice.kind, notice.subject])).toEqual([
      ["two-step-on", TWO_STEP_ON_SUBJECT],
    ]);
    expect(notices[0]!.text_body).toContain("Two-step sign-in was just turned on");
  });

  it("asks for the code after the password: no session until a right code, a wrong one leaves the step open", async () => {
    const member = await accountWithTwoStep();
    const before = await sessionsOf(member.userId);
    const step = await passwordStep(member);
    expect(await sessionsOf(member.userId)).toBe(before);
    // The step's token is no session.
    expect((await server.request("GET", "/api/auth/me", { headers: bearer(step) })).status).toBe(401);

    const wrong = await sendCode(step, wrongCode(member));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: twoStepMessages.invalidCode,
      details: [twoStepMessages.invalidCode],
    });
    const code = nextCode(member);
    const signedIn = await sendCode(step, code);
    expect(signedIn.status).toBe(200);
    const session = authSessionSchema.parse(await signedIn.json());
    expect(session.user.email).toBe(member.email);
    expect((await server.request("GET", "/api/auth/me", { headers: bearer(session.token) })).status).toBe(
      200,
    );

    // The step is used up, and the code too, even with a new step.
    const usedStep = await sendCode(step, member.enrolment!.recoveryCodes[0]!);
    expect(usedStep.status).toBe(401);
    expect(await usedStep.json()).toEqual({ message: twoStepMessages.stepExpired });
    expect((await sendCode(await passwordStep(member), code)).status).toBe(400);
    // A wrong password is still a 401, with no step.
    expect(
      (await post("/api/auth/login", { email: member.email, password: "not-the-password" })).status,
    ).toBe(401);
  });

  it("ends a step at its fifth wrong code, and counts code attempts per network and account (429)", async () => {
    const member = await accountWithTwoStep();
    const step = await passwordStep(member);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await sendCode(step, wrongCode(member))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    expect((await sendCode(step, member.enrolment!.recoveryCodes[1]!)).status).toBe(401);

    // Five more wrong codes on a new step reach the counter of this network with this account (10 a window).
    const next = await passwordStep(member);
    for (let i = 0; i < 5; i += 1) await sendCode(next, wrongCode(member));
    const third = await passwordStep(member);
    const limited = await sendCode(third, member.enrolment!.recoveryCodes[0]!);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner's browser, recognised by its device cookie, has a counter of its own.
    const cookie = { cookie: member.deviceCookie };
    expect((await sendCode(await passwordStep(member, cookie), nextCode(member), cookie)).status).toBe(200);
  });

  it("takes a recovery code once, also when the same code is sent in parallel", async () => {
    const member = await accountWithTwoStep();
    const recovery = member.enrolment!.recoveryCodes[0]!;
    const steps = await Promise.all(Array.from({ length: 4 }, () => passwordStep(member)));
    const answers = await Promise.all(steps.map((step) => sendCode(step, recovery)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    const state = await server.request("GET", "/api/account/two-step", { headers: member.headers });
    expect(((await state.json()) as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
    // Written with spaces and capitals, another one works.
    const other = member.enrolment!.recoveryCodes[1]!.toUpperCase().replace("-", " - ");
    expect((await sendCode(await passwordStep(member), other)).status).toBe(200);
  });

  it("gives one session per step and takes a TOTP code once, under parallel requests", async () => {
    const member = await accountWithTwoStep();
    // One step, four good codes at once (the app's and three recovery codes): one session, and the codes of the
    // requests that lost are not used up.
    const step = await passwordStep(member);
    const before = await sessionsOf(member.userId);
    const all = await Promise.all([
      sendCode(step, nextCode(member)),
      ...member.enrolment!.recoveryCodes.slice(2, 5).map((code) => sendCode(step, code)),
    ]);
    expect(all.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401]);
    expect(await sessionsOf(member.userId)).toBe(before + 1);
    const state = await server.request("GET", "/api/account/two-step", { headers: member.headers });
    expect(((await state.json()) as { recoveryCodesLeft: number }).recoveryCodesLeft).toBeGreaterThanOrEqual(
      9,
    );
    // One code, several steps at once: one session. (An account of its own: a TOTP code is good for 30 s.)
    const other = await accountWithTwoStep();
    const code = nextCode(other);
    const steps = await Promise.all(Array.from({ length: 4 }, () => passwordStep(other)));
    const answers = await Promise.all(steps.map((each) => sendCode(each, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it("asks for the code after a provider sign-in, but not after a passkey's", async () => {
    const member = await accountWithTwoStep();
    const { code, binding } = await issueSignInCode(server.database.db, member.userId);
    const exchanged = await post("/api/auth/exchange", { code }, { cookie: `vc_signin=${binding}` });
    expect(exchanged.status).toBe(202);
    const { secondStep } = secondStepAnswerSchema.parse(await exchanged.json());
    expect((await sendCode(secondStep.token, nextCode(member))).status).toBe(200);

    const added = await addPasskey(server, member.token);
    expect(added.response.status).toBe(201);
    const withPasskey = await passkeySignIn(server, added.passkey);
    expect(withPasskey.status).toBe(200);
    expect(authSessionSchema.parse(await withPasskey.json()).user.email).toBe(member.email);
  });

  it("turns off with the password or a code, never with the session alone; the owner gets a notice", async () => {
    const member = await accountWithTwoStep();
    const refused = [
      await post("/api/account/two-step/off", {}, member.headers),
      await post("/api/account/two-step/off", { currentPassword: "not-the-password" }, member.headers),
      await post("/api/account/two-step/off", { code: wrongCode(member) }, member.headers),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(((await refused[1]!.json()) as { message: string }).message).toBe(twoStepMessages.passwordWrong);
    expect(
      (await post("/api/account/two-step/off", { currentPassword: member.password }, member.headers)).status,
    ).toBe(204);
    expect((await post("/api/auth/login", { email: member.email, password: member.password })).status).toBe(
      200,
    );
    expect(
      (await post("/api/account/two-step/off", { currentPassword: member.password }, member.headers)).status,
    ).toBe(409);
    const notices = await noticesTo(member.email);
    expect(notices.map((notice) => [notice.kind, notice.subject])).toEqual([
      ["two-step-on", TWO_STEP_ON_SUBJECT],
      ["two-step-off", TWO_STEP_OFF_SUBJECT],
    ]);

    // With a code from the app; sign-ins waiting for a code end with it.
    const again = await accountWithTwoStep();
    const waiting = await passwordStep(again);
    expect((await post("/api/account/two-step/off", { code: nextCode(again) }, again.headers)).status).toBe(
      204,
    );
    expect((await sendCode(waiting, again.enrolment!.recoveryCodes[0]!)).status).toBe(401);
  });

  it("makes new recovery codes with a code; the old ones stop working", async () => {
    const member = await accountWithTwoStep();
    const fresh = await post(
      "/api/account/two-step/recovery-codes",
      { code: nextCode(member) },
      member.headers,
    );
    expect(fresh.status).toBe(200);
    const { recoveryCodes } = (await fresh.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect((await sendCode(await passwordStep(member), member.enrolment!.recoveryCodes[0]!)).status).toBe(
      400,
    );
    expect((await sendCode(await passwordStep(member), recoveryCodes[0]!)).status).toBe(200);
  });

  it("staff keep it: their password sign-in asks for the code and opens the console; turning off is refused", async () => {
    const staff = await verifiedStaff(server);
    const state = await server.request("GET", "/api/account/two-step", { headers: staff.headers });
    expect(await state.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
    const off = await post("/api/account/two-step/off", { currentPassword: staff.password }, staff.headers);
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ message: twoStepMessages.staffKeepIt });

    const step = await passwordStep(staff);
    const signedIn = await sendCode(step, nextCode(staff));
    const { token } = authSessionSchema.parse(await signedIn.json());
    // The code given at sign-in is this session's proof: the console answers without another one.
    expect((await server.request("GET", "/api/staff/inbox", { headers: bearer(token) })).status).toBe(200);
  });
});
