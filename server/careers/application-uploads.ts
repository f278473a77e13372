import {
  APPLICATION_FILE_MAX_BYTES,
  applicationFileFields,
  applicationFileTexts,
  applicationFileTypes,
} from "../../contract/application-files.ts";
import type { UploadRules } from "../forms/multipart-form.ts";

/** The files an application takes (ADR 0051): a CV and a portfolio, PDF, DOCX or ODT as read from the bytes. */
export const applicationUploads: UploadRules = {
  fields: applicationFileFields,
  maxBytes: APPLICATION_FILE_MAX_BYTES,
  types: new Set(Object.keys(applicationFileTypes)),
  messages: applicationFileTexts,
};
