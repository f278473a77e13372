import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { AccountForm } from "../../contract/account-forms.ts";
import type { FailureSummary, PublicForm } from "../../contract/public-forms.ts";
import type { Db } from "../db/client.ts";
import { readCookie, serializeCookie } from "../http/cookies.ts";
import { formFlashes } from "./form-flash.schema.ts";

/** What the form's page shows after a plain form post it refused: the banner, each field's problem, the values. */
export interface FormFlash {
  summary: FailureSummary;
  errors: Record<string, string>;
  values: Record<string, string | boolean>;
}

export const FLASH_COOKIE = "vc_form";
// Long enough for the redirect and a slow page load; the values are someone's message, so not longer.
const FLASH_LIFETIME_SECONDS = 600;

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");

/** Stores a flash under a new random id and returns the Set-Cookie header that hands the id to the browser. */
export async function saveFlash(
  db: Db,
  form: PublicForm | AccountForm,
  flash: FormFlash,
  secure: boolean,
): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db.delete(formFlashes).where(lte(formFlashes.expiresAt, sql`now()`));
  await db.insert(formFlashes).values({
    idHash: hashOf(id),
    form,
    payload: flash,
    expiresAt: sql`now() + make_interval(secs => ${FLASH_LIFETIME_SECONDS})`,
  });
  return serializeCookie(FLASH_COOKIE, id, {
    path: "/",
    maxAgeSeconds: FLASH_LIFETIME_SECONDS,
    secure,
    sameSite: "Strict",
  });
}

/** The flash the request's cookie names, for this form, deleted as it is read (a reload shows a clean form). */
export async function takeFlash(
  db: Db,
  cookieHeader: string | undefined,
  form: PublicForm | AccountForm,
): Promise<FormFlash | undefined> {
  const id = readCookie(cookieHeader, FLASH_COOKIE);
  if (!id || id.length > 100) return undefined;
  const [row] = await db
    .delete(formFlashes)
    .where(
      and(
        eq(formFlashes.idHash, hashOf(id)),
        eq(formFlashes.form, form),
        gt(formFlashes.expiresAt, sql`now()`),
      ),
    )
    .returning({ payload: formFlashes.payload });
  return row ? (row.payload as FormFlash) : undefined;
}

export function clearFlashCookie(secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, "", { path: "/", maxAgeSeconds: 0, secure, sameSite: "Strict" });
}
