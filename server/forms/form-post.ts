import type { FastifyReply, FastifyRequest } from "fastify";
import { issuesToDetails } from "../../contract/api.ts";
import { fieldErrors, spamFields } from "../../contract/form-text.ts";
import { failureSummary, publicFormPages } from "../../contract/public-forms.ts";
import type { z } from "../../contract/zod.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { refuseCrossSiteForm } from "./cross-site.ts";
import type { FormBody } from "./form-body.ts";
import { saveFlash, type FormFlash } from "./form-flash.ts";
import type { UploadedFile } from "./multipart-form.ts";
import { storeSubmission, type SubmissionOptions } from "./store-submission.ts";

const SHOWN_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const SIGNALS = new Set<string>([spamFields.honeypot, spamFields.startedAt, spamFields.sentAt]);
// More than any form has; the rest of a bigger body is not kept for the page.
const MAX_FIELDS = 40;

/**
 * A public form sent as a plain HTML form (no JavaScript, or before the page's script ran): the same checks and
 * storage as the JSON path, answered with 303 See Other, to the form's thank-you page once stored, or back to the
 * form's page with the problems and the values (ADR 0007). Nothing the visitor typed goes into a URL: the values wait
 * server-side under a random id in a short-lived HttpOnly cookie, and the page is answered with them filled in.
 */
export async function handleFormPost<Schema extends z.ZodMiniType<{ email: string }>>(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SubmissionOptions<Schema>,
  body: FormBody,
  uploads?: { files: UploadedFile[]; fileErrors: Record<string, string> },
) {
  const pages = publicFormPages[options.scope];
  refuseCrossSiteForm(request, services.config.auth.publicOrigin);

  // Only field-like names are shown again, never the spam signals (the honeypot; a plain form has no timing).
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(body.fields)) {
    if (SHOWN_NAME.test(name) && !SIGNALS.has(name) && Object.keys(values).length < MAX_FIELDS) {
      // NUL cannot be stored in PostgreSQL text or jsonb; no field keeps it anyway (contract/form-text.ts).
      values[name] = value.replaceAll("\u0000", "");
    }
  }
  for (const name of options.booleanFields ?? []) values[name] = Object.hasOwn(body.fields, name);
  const signals = { [spamFields.honeypot]: body.fields[spamFields.honeypot] };

  const back = async (flash: FormFlash) => {
    const cookie = await saveFlash(
      services.database.db,
      options.scope,
      flash,
      services.config.auth.secureCookies,
    );
    return seeOther(reply.header("set-cookie", cookie), pages.page);
  };

  const parsed = options.schema.safeParse(values);
  // A refused file is named on its field; the browser cannot be given the file back, everything typed is.
  const fileErrors = uploads?.fileErrors ?? {};
  if (!parsed.success || Object.keys(fileErrors).length > 0) {
    const details = [...(parsed.success ? [] : issuesToDetails(parsed.error)), ...Object.values(fileErrors)];
    const summary = failureSummary(options.scope, details, values);
    return back({
      summary,
      errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...fileErrors },
      values,
    });
  }
  const data = uploads ? { ...parsed.data, files: uploads.files } : parsed.data;
  try {
    await storeSubmission(services, request, options, data, signals, undefined);
  } catch (error) {
    // Too many submissions: back to the form, with the reason and nothing lost.
    if (error instanceof HttpError && error.statusCode === 429) {
      return back({ summary: failureSummary(options.scope, [error.message]), errors: {}, values });
    }
    throw error;
  }
  return seeOther(reply, pages.thanks);
}

function seeOther(reply: FastifyReply, location: string) {
  return reply.status(303).header("location", location).header("cache-control", "no-store").send();
}
