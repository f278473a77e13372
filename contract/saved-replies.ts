// Saved replies: texts admins keep for staff to start a reply from, with placeholders (placeholders.ts). Without
// zod; the schemas are in pipeline-schemas.ts.
import { REPLY_MAX_LENGTH } from "./replies-texts.ts";

export const SAVED_REPLY_TITLE_MAX = 120;
export { REPLY_MAX_LENGTH as SAVED_REPLY_MAX_LENGTH };

export const savedReplyTexts = {
  titleRequired: "Please give the saved reply a title",
  titleTooLong: `A title must be at most ${SAVED_REPLY_TITLE_MAX} characters`,
  bodyRequired: "Please write the saved reply",
  bodyTooLong: `A saved reply must be at most ${REPLY_MAX_LENGTH} characters`,
  notFound: "No such saved reply.",
  duplicateTitle: "Another saved reply has this title.",
  tooMany: "Too many changes to saved replies. Please wait a few minutes and try again.",
} as const;

export interface SavedReply {
  id: string;
  title: string;
  /** Markdown with placeholders, as written. */
  body: string;
  updatedBy: string;
  updatedAt: string;
}

export interface SavedReplyList {
  savedReplies: SavedReply[];
}

/** A saved reply filled for one entry, ready for the composer. */
export interface FilledReply {
  id: string;
  title: string;
  body: string;
}

export interface FilledReplyList {
  savedReplies: FilledReply[];
}

export interface SavedReplyRequest {
  title: string;
  body: string;
}
