import { sql } from "drizzle-orm";
import { findTrustedDevice } from "../auth/trusted-devices.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import type { AppServices } from "../services.ts";
import { renderNewDevice } from "./account-emails.ts";

// Notices per account and day: a client that keeps no cookies is a new device at every sign-in, and must not fill
// the owner's inbox. Past this, sign-ins go on without one.
export const NEW_DEVICE_NOTICES = { limit: 5, windowMs: 24 * 60 * 60_000 };

/**
 * Called by every successful sign-in before the browser gets its device cookie (server/auth/trusted-devices.ts):
 * when the browser shows no device cookie of this account, it is a new device, and the account's address gets a
 * notice. Not for the account's first device (the browser that registered, or the first sign-in of an account a
 * provider just made): an account with no live device has no owner's browser to tell apart from this one. Once
 * the browser holds its cookie, its later sign-ins are known and send nothing.
 */
export async function noticeNewDevice(
  services: AppServices,
  user: { id: string; email: string },
  deviceCookie: string | undefined,
  device: string | undefined,
): Promise<void> {
  const db: Db = services.database.db;
  if (await findTrustedDevice(db, deviceCookie, user.id)) return;
  const known = rowsOf(
    await db.execute(sql`
      select id from trusted_devices where user_id = ${user.id} and expires_at > now() limit 1`),
  );
  if (known.length === 0) return;
  const sent = await services.rateLimiter.hit(`new-device-notice:${user.id}`, NEW_DEVICE_NOTICES);
  if (sent.count > NEW_DEVICE_NOTICES.limit) return;
  await enqueueEmail(db, {
    ...renderNewDevice(publicOrigin(services.config), device ?? null, new Date()),
    kind: "new-device",
    refId: user.id,
    to: [user.email],
  });
  services.outbox.notify();
}
