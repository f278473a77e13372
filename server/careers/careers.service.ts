import { availabilityLabels, experienceLabels, type Application } from "../../contract/application.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import type { StoredAnswer } from "../forms/idempotency.ts";
import type { StoreItem } from "../forms/submission-batch.ts";
import { renderNotification } from "../outbox/email-format.ts";
import type { Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { queueAcknowledgement } from "../conversations/acknowledgements.ts";
import { referenceOf } from "../conversations/references.ts";
import { jobTitles } from "./job-ids.ts";
import { jobApplications } from "./careers.schema.ts";
import { storeApplicationFiles } from "./application-file-store.ts";
import type { UploadedFile } from "../forms/multipart-form.ts";

/** An application as stored: its fields, and the files sent with it as multipart/form-data (none from JSON). */
export type ApplicationWithFiles = Application & { files?: readonly UploadedFile[] };

/**
 * Stores an application with its reference; a clean one also queues its email to careers and the applicant's
 * acknowledgement, one with a spam reason is kept aside (both are queued if staff release it).
 */
export async function storeApplication(
  tx: Tx,
  forms: FormsConfig,
  { data: { files = [], ...application }, spam, acknowledgementAllowed }: StoreItem<ApplicationWithFiles>,
): Promise<StoredAnswer> {
  const [row] = await tx
    .insert(jobApplications)
    .values({ ...application, spamVerdict: spam ? "spam" : "clean", spamReason: spam ?? null })
    .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
  const { id, createdAt } = row!;
  await storeApplicationFiles(tx, id, files);
  const reference = await referenceOf(tx, "application", id);
  if (!spam) {
    await queueApplicationEmail(tx, forms, { ...application, id }, reference);
    await queueAcknowledgement(
      tx,
      forms,
      { ...application, kind: "application", id, createdAt },
      // Counted with the submission's rate limit when it came through the form; otherwise counted there.
      { allowed: acknowledgementAllowed === undefined ? undefined : [acknowledgementAllowed] },
    );
  }
  return { statusCode: 201, body: { id } };
}

/**
 * The notification to careers: the application by the reference its sender was given (the one the console and every
 * email show), the Subject line only our words (the position's title) and the reference; the name is in the body.
 */
export async function queueApplicationEmail(
  tx: Tx,
  forms: FormsConfig,
  application: Application & { id: string },
  reference?: string,
) {
  const ref = reference ?? (await referenceOf(tx, "application", application.id));
  const title = jobTitles.get(application.position) ?? application.position;
  const email = renderNotification(
    `New job application: ${title}`,
    `[Application: ${title}] New application ${ref}`,
    [
      { label: "Name", value: application.name },
      { label: "Email", value: application.email },
      { label: "Phone", value: application.phone },
      { label: "Position", value: title },
      { label: "Experience", value: experienceLabels[application.experience] },
      { label: "Location", value: application.location },
      { label: "Open to remote work", value: application.remoteWork ? "Yes" : "No" },
      { label: "Availability", value: availabilityLabels[application.availability] },
      { label: "Resume", value: application.resume },
      { label: "Portfolio", value: application.portfolio },
      { label: "LinkedIn", value: application.linkedIn },
      { label: "GitHub", value: application.github },
      { label: "Cover letter", value: application.coverLetter, multiline: true },
      { label: "Reference", value: ref },
    ],
  );
  await enqueueEmail(tx, {
    ...email,
    kind: "application",
    refId: application.id,
    to: forms.applicationRecipients,
    replyTo: application.email,
  });
}
