// The application pipeline: the stages an application moves through, the emails a move can send, and the counts per
// position. Without zod, like staff.ts; the zod schemas are in pipeline-schemas.ts.

/**
 * Where an application stands. Staff move it between stages in the console (any stage to any other); "withdrawn"
 * is set by the applicant alone, from their account, and then stays.
 */
export const applicationStages = [
  "received",
  "in-review",
  "interview",
  "offer",
  "hired",
  "declined",
  "withdrawn",
] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** The stages staff may move an application to. */
export const staffStages = applicationStages.filter(
  (stage): stage is Exclude<ApplicationStage, "withdrawn"> => stage !== "withdrawn",
);

/** The stages whose move can send the applicant an email (its text: content/stage-emails.yaml). */
export const emailStages = ["interview", "declined"] as const satisfies readonly ApplicationStage[];
export type EmailStage = (typeof emailStages)[number];

export const stageLabels: Record<ApplicationStage, string> = {
  received: "Received",
  "in-review": "In review",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export const stageEmailLabels: Record<EmailStage, string> = {
  interview: "interview invitation",
  declined: "decline",
};

export const pipelineTexts = {
  invalidId: "The move needs an id (a UUID made by the client) so that sending it twice moves it once.",
  stage: `stage must be one of ${applicationStages.filter((stage) => stage !== "withdrawn").join(", ")}`,
  sameStage: "The application is already at this stage.",
  withdrawn: "The applicant withdrew this application, so it stays Withdrawn.",
  otherEntry: "This move id belongs to another application.",
  spamEmail: "This application is kept aside as spam: release it before emailing the applicant.",
  noEmail: "No email goes with a move to this stage.",
  tooMany: "Too many moves. Please wait a few minutes and try again.",
  notApplication: "Only applications move through stages; use the status for this entry.",
  failed: "The application could not be moved. Please try again.",
} as const;

export interface StageMoveRequest {
  /** Made by the client once per move: the same id sent again moves (and emails) once. */
  id: string;
  stage: Exclude<ApplicationStage, "withdrawn">;
  /** Send the stage's email (only for a stage with one). */
  sendEmail: boolean;
}

export interface StageMove {
  id: string;
  from: ApplicationStage;
  to: ApplicationStage;
  /** The email that went with the move (its thread message id); null when none did. */
  emailId: string | null;
  by: string;
  at: string;
}

/** An email a move to this stage would send, filled for the application (Markdown, as a reply's body). */
export interface StageEmail {
  stage: EmailStage;
  body: string;
}

export interface PositionCounts {
  /** The job's id, and its title from the careers content (the id when the job is gone). */
  position: string;
  title: string;
  counts: Record<ApplicationStage, number>;
  total: number;
}

export interface PipelineCounts {
  positions: PositionCounts[];
}
