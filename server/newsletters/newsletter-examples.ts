import type { Edition, EditionAudience, EditionInput, EditionSummary } from "../../contract/newsletters.ts";

// The OpenAPI document's examples of the newsletter operations (server/newsletters/newsletters.routes.ts).

export const exampleInput: EditionInput = {
  list: "newsletter",
  subject: "Field notes, December",
  body:
    "# Soil sensing in three pilot regions\n\nOur agtech team shares what **12 months of data** taught us.\n\n" +
    "- New open dataset\n- Two webinars in January\n\n[Read the report](https://verdantcollective.example/research)",
};

export const exampleAudience: EditionAudience = { list: "newsletter", recipients: 1284, bouncing: 3 };

export const exampleEdition: Edition = {
  id: "5d1c2b7a-3e4f-4a6b-9c8d-7e6f5a4b3c2d",
  ...exampleInput,
  status: "sent",
  archivePath: "/newsletters/2026-12-01-field-notes-december",
  createdBy: "Grace Hopper <grace@example.org>",
  updatedAt: "2026-12-01T09:00:00.000Z",
  sendStartedAt: "2026-12-01T09:00:00.000Z",
  handedOutAt: "2026-12-01T09:04:17.000Z",
  counts: { recipients: 1284, queued: 0, sent: 1279, failed: 2, skipped: 3, unsubscribedAfter: 4 },
};

/** The same edition as the list shows it: without its text. */
export const exampleSummary: EditionSummary = (({ body: _body, ...summary }) => summary)(exampleEdition);
