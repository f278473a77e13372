import type { ThreadMessage } from "../../contract/conversations.ts";

// An entry's emails as the staff console's entry answer documents them (the entry route's schema, server/inbox/inbox.routes.ts).
export const exampleThread: ThreadMessage[] = [
  {
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    direction: "acknowledgement",
    messageId: "2f1d7a52-0c4e-4f43-9d55-8b4f7e0a1c33@verdantcollective.example",
    fromAddress: "no-reply@verdantcollective.example",
    fromName: "Verdant Collective",
    subject: "We received your application for AI Researcher [VC-7K3Q9M]",
    body: "Hello,\n\nThank you for applying to the Verdant Collective. ...",
    attachmentsNotKept: 0,
    author: null,
    at: "2026-11-20T09:30:01.000Z",
    delivery: { state: "sent", error: null },
    raw: null,
  },
  {
    id: "a3bb189e-8bf9-4888-9912-ace4e6543002",
    direction: "inbound",
    messageId: "CAF=x1y2z3@mail.example.org",
    fromAddress: "grace@example.org",
    fromName: "Grace Hopper",
    subject: "Re: We received your application for AI Researcher [VC-7K3Q9M]",
    body: "Thank you! I forgot to say that I can start in January.\n\n(1 attachment not kept)",
    attachmentsNotKept: 1,
    author: null,
    at: "2026-11-20T10:02:00.000Z",
    delivery: null,
    raw: null,
  },
];
