import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  passkeyMessages,
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  type Passkey,
  type PasskeyAnswer,
  type PasskeyList,
} from "../../contract/passkeys.ts";
import { z } from "../../contract/zod.ts";
import { parseAuthBody } from "../auth/auth-errors.ts";
import { caller, type Caller } from "../auth/caller.ts";
import { rowsOf } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import type { AppServices } from "../services.ts";
import {
  PASSKEY_TIMEOUT_MS,
  signedChallenge,
  storeChallenge,
  takeChallenge,
  userHandleOf,
} from "./passkey-challenges.ts";
import { renderPasskeyAddedEmail } from "./passkey-emails.ts";
import { relyingParty } from "./relying-party.ts";
import { countWaysIn, lockAccount } from "./ways-in.ts";
import { access } from "../http/access.ts";

/** Every passkey change (each step of adding one counts) per account and window: plenty for a person. */
export const PASSKEY_CHANGES = { limit: 20, windowMs: 15 * 60_000 };
/** EdDSA, ES256, RS256: what authenticators make today, and what the server verifies. */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

const timestamp = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const passkeyColumns = sql`id, name, ${timestamp("created_at")} as created, ${timestamp("last_used_at")} as used`;

interface PasskeyRow {
  id: string;
  name: string;
  created: string;
  used: string | null;
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: String(row.id),
  name: row.name,
  createdAt: row.created,
  lastUsedAt: row.used,
});

/**
 * The signed-in person's passkeys under /api/account/passkeys: list, add (options, then the authenticator's answer
 * with a name), rename, remove. Bearer token of a live session, like every /api/account route.
 */
export async function passkeyRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const rp = relyingParty(config);
  const origin = publicOrigin(config);

  // A passkey skips a staff account's TOTP step, so it must not be addable with the password alone.
  const refuseUnprovedStaff = (me: Caller) => {
    if (me.staff && !me.secondFactorProved) throw new HttpError(403, passkeyMessages.secondFactorFirst);
  };
  const countChange = (me: Caller) =>
    rateLimiter.consume(`passkey-changes:${me.userId}`, PASSKEY_CHANGES, passkeyMessages.tooManyChanges);

  app.get("/account/passkeys", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    const rows = rowsOf<PasskeyRow>(
      await db.execute(sql`
        select ${passkeyColumns} from passkeys where user_id = ${me.userId} order by created_at desc, id`),
    );
    return reply.send({ passkeys: rows.map(toPasskey) } satisfies PasskeyList);
  });

  app.post("/account/passkeys/registration/options", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    refuseUnprovedStaff(me);
    await countChange(me);
    const existing = rowsOf<{ credential_id: string; transports: string[] | null }>(
      await db.execute(sql`select credential_id, transports from passkeys where user_id = ${me.userId}`),
    );
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: me.email,
      userDisplayName: me.name,
      userID: userHandleOf(me.userId),
      timeout: PASSKEY_TIMEOUT_MS,
      attestationType: "none",
      // The same authenticator is not registered twice for one account.
      excludeCredentials: existing.map((row) => ({
        id: row.credential_id,
        transports: row.transports ?? undefined,
      })),
      // Discoverable (sign-in without typing the email) and user-verified (it is a second factor by itself).
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    await storeChallenge(db, options.challenge, "registration", me.sessionId);
    return reply.send(options);
  });

  // A challenge for one of the account's own passkeys, bound to this session: the proof a step beyond the session
  // asks for (deleting the account, POST /api/account/delete with method "passkey").
  app.post("/account/passkeys/confirm/options", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    await rateLimiter.consume(`passkey-confirm:${me.userId}`, PASSKEY_CHANGES, passkeyMessages.tooMany);
    const keys = rowsOf<{ credential_id: string; transports: string[] | null }>(
      await db.execute(sql`select credential_id, transports from passkeys where user_id = ${me.userId}`),
    );
    if (keys.length === 0) throw new HttpError(409, passkeyMessages.noPasskeyToConfirm);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: PASSKEY_TIMEOUT_MS,
      userVerification: "required",
      allowCredentials: keys.map((key) => ({
        id: key.credential_id,
        transports: (key.transports ?? undefined) as AuthenticatorTransport[] | undefined,
      })),
    });
    await storeChallenge(db, options.challenge, "confirm", me.sessionId);
    return reply.send(options);
  });

  app.post("/account/passkeys/registration/verify", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    refuseUnprovedStaff(me);
    const input = parseAuthBody(passkeyRegistrationRequestSchema, request.body);
    await countChange(me);
    const challenge = signedChallenge(input.response.response.clientDataJSON);
    if (!challenge || !(await takeChallenge(db, challenge, "registration", me.sessionId))) {
      throw new HttpError(400, passkeyMessages.registrationExpired, {
        details: [passkeyMessages.registrationExpired],
      });
    }
    const credential = await verifiedCredential(input.response, challenge);
    if (!credential) {
      request.log.info({ event: "passkey_registration_refused", userId: me.userId }, "answer not verified");
      throw new HttpError(400, passkeyMessages.registrationFailed, {
        details: [passkeyMessages.registrationFailed],
      });
    }
    const added = await db.transaction(async (tx) => {
      const [row] = rowsOf<PasskeyRow>(
        await tx.execute(sql`
          insert into passkeys (user_id, credential_id, public_key, counter, transports, name, second_factor)
          values (${me.userId}, ${credential.id}, ${Buffer.from(credential.publicKey).toString("base64url")},
            ${credential.counter}, ${textArray(credential.transports ?? [])}, ${input.name},
            ${me.secondFactorProved})
          on conflict (credential_id) do nothing
          returning ${passkeyColumns}`),
      );
      if (!row) return undefined;
      await enqueueEmail(tx, {
        ...renderPasskeyAddedEmail(origin, { name: input.name, device: me.device }),
        kind: "passkey-added",
        refId: me.userId,
        to: [me.email],
      });
      return row;
    });
    if (!added) throw new HttpError(409, passkeyMessages.alreadyRegistered);
    services.outbox.notify();
    request.log.info({ event: "passkey_added", userId: me.userId }, "passkey added");
    return reply
      .status(201)
      .send({ passkey: toPasskey(added), message: passkeyMessages.added } satisfies PasskeyAnswer);
  });

  app.post<{ Params: { id: string } }>(
    "/account/passkeys/:id/rename",
    access("signed-in"),
    async (request, reply) => {
      const me = await caller(request);
      const input = parseAuthBody(passkeyRenameRequestSchema, request.body);
      const id = passkeyId(request.params.id);
      await countChange(me);
      const [row] = rowsOf<PasskeyRow>(
        await db.execute(sql`
        update passkeys set name = ${input.name} where id = ${id}::uuid and user_id = ${me.userId}
        returning ${passkeyColumns}`),
      );
      if (!row) throw new HttpError(404, passkeyMessages.notFound);
      return reply.send({
        passkey: toPasskey(row),
        message: passkeyMessages.renamed,
      } satisfies PasskeyAnswer);
    },
  );

  app.post<{ Params: { id: string } }>(
    "/account/passkeys/:id/remove",
    access("signed-in"),
    async (request, reply) => {
      const me = await caller(request);
      const id = passkeyId(request.params.id);
      await countChange(me);
      const outcome = await db.transaction(async (tx) => {
        await lockAccount(tx, me.userId);
        const found = rowsOf(
          await tx.execute(sql`select id from passkeys where id = ${id}::uuid and user_id = ${me.userId}`),
        );
        if (found.length === 0) return "not-found" as const;
        if ((await countWaysIn(tx, me.userId)) <= 1) return "last-way-in" as const;
        await tx.execute(sql`delete from passkeys where id = ${id}::uuid`);
        return "removed" as const;
      });
      if (outcome === "not-found") throw new HttpError(404, passkeyMessages.notFound);
      if (outcome === "last-way-in") throw new HttpError(409, passkeyMessages.lastWayIn);
      request.log.info({ event: "passkey_removed", userId: me.userId }, "passkey removed");
      return reply.status(204).send();
    },
  );

  /** The credential an authenticator's answer creates, or undefined when the answer does not verify. */
  async function verifiedCredential(
    response: z.output<typeof passkeyRegistrationRequestSchema>["response"],
    challenge: string,
  ) {
    try {
      const verification = await verifyRegistrationResponse({
        // The contract checked the shape; transports stay open strings (new ones appear), which the library allows.
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
      });
      return verification.verified ? verification.registrationInfo.credential : undefined;
    } catch {
      // Malformed CBOR, another origin or RP id, no user verification, an unsupported algorithm: all refused alike.
      return undefined;
    }
  }
}

/** A passkey id from the path; anything that is not a uuid names no passkey (404). */
function passkeyId(value: string): string {
  if (!z.uuid().safeParse(value).success) throw new HttpError(404, passkeyMessages.notFound);
  return value;
}

/** A text[] parameter: drizzle's raw SQL sends a JS array as a record, so it is spelled out. */
function textArray(values: readonly string[]) {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
