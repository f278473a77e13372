import type { ApplicationFileInfo } from "../../contract/application-files.ts";

/** The example of a file sent with an application, in the staff detail's and the account export's answers. */
export const exampleApplicationFile: ApplicationFileInfo = {
  id: "8b0f6a52-3c1d-4e7a-9f21-6d5c4b3a2e10",
  field: "resumeFile",
  name: "grace-hopper-cv.pdf",
  mediaType: "application/pdf",
  bytes: 48213,
  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  uploadedAt: "2026-11-20T09:14:03.120Z",
};
