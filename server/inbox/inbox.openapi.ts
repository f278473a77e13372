// The OpenAPI description of the inbox's views (views.routes.ts).
import { type Endpoint, answer, staffCommon } from "../openapi/endpoint-kit.ts";

export const inboxViewEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/staff/inbox/views",
    operationId: "countInboxViews",
    tag: "Staff",
    summary: "How many entries each view of the inbox holds",
    description:
      "All counts in one answer, for whoever asks. new: messages and applications nobody has handled yet " +
      "(status new, stage received). mine and unassigned: open ones assigned to whoever asks, or to nobody. " +
      "waiting: open ones received more than `waitingAfterDays` days ago (DIGEST_AFTER_DAYS, the daily digest's " +
      "threshold). spam: every entry kept aside as spam. positions: open applications per position, every listed " +
      "job by its title, then any other position that has some. Open means not done or decided, and not spam. " +
      "GET /api/staff/inbox?view=… lists each view (for a position: view=applications&category=<position>).",
    bearerAuth: true,
    answers: {
      200: answer("The counts.", "InboxViewCounts", {
        counts: { new: 4, mine: 2, unassigned: 3, waiting: 1, spam: 5 },
        positions: [
          { position: "ai-researcher", title: "AI Researcher", count: 2 },
          { position: "climate-scientist", title: "Climate Scientist", count: 0 },
        ],
        waitingAfterDays: 3,
      }),
      ...staffCommon,
    },
  },
];
