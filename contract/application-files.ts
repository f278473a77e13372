// The files an application may carry (a CV, a portfolio): which fields, which kinds, how big, and what the form and
// the server say when one is refused. A field's message has no full stop (contract/form-problems.ts); a message
// about the whole request is a sentence. ADR 0051.

/** 10 MB: a long CV with pictures, or a short portfolio, fits; more is a link's job. */
export const APPLICATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const APPLICATION_FILE_MAX_LABEL = "10 MB";

/** The multipart fields that carry a file, in the form's order, with the label the form and the messages use. */
export const applicationFileFields = {
  resumeFile: "CV file",
  portfolioFile: "Portfolio file",
} as const;
export type ApplicationFileField = keyof typeof applicationFileFields;
export const applicationFileFieldNames = Object.keys(applicationFileFields) as ApplicationFileField[];

/** The kinds taken, as file-type names them from the bytes: media type and the extension a download gets. */
export const applicationFileTypes = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.oasis.opendocument.text": "odt",
} as const;
export type ApplicationFileType = keyof typeof applicationFileTypes;

/** The file inputs' accept attribute: a hint to the browser's file picker only; the server reads the bytes. */
export const applicationFileAccept = [
  ...Object.values(applicationFileTypes).map((extension) => `.${extension}`),
  ...Object.keys(applicationFileTypes),
].join(",");

export const applicationFileTexts = {
  hint: `PDF, DOCX or ODT, up to ${APPLICATION_FILE_MAX_LABEL}`,
  tooLarge: (label: string) => `${label} must be ${APPLICATION_FILE_MAX_LABEL} or smaller`,
  wrongType: (label: string) => `${label} must be a PDF, DOCX or ODT document`,
  empty: (label: string) => `${label} is empty`,
  /** The 413 answer's message (its `details` name the field). */
  requestTooLarge: `A file is too large: each file may be at most ${APPLICATION_FILE_MAX_LABEL}.`,
  /** The shape of the multipart body itself is wrong (a file twice, too many parts): a sentence. */
  badUpload: "The upload could not be read: send each file field once, with the form's other fields.",
  /** What the staff console and the data export call a file's field. */
  download: "Download",
} as const;

/** One stored file as the staff console and the data export list it (never its bytes). */
export interface ApplicationFileInfo {
  id: string;
  field: ApplicationFileField;
  /** The name it was sent under, made safe to show and to save (letters, digits, dots, dashes, spaces). */
  name: string;
  mediaType: ApplicationFileType;
  bytes: number;
  /** SHA-256 of the bytes, hex: what was received is what is stored and sent back. */
  sha256: string;
  uploadedAt: string;
}

/** A file name safe to show and to put in a Content-Disposition header: no path, quotes or control characters. */
export function safeFileName(raw: string, extension: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? "")
    .normalize("NFKC")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "-")
    .replace(/[\s-]{2,}/g, "-")
    .replace(/^[\s.-]+|[\s.-]+$/g, "")
    .slice(0, 100);
  return `${base || "file"}.${extension}`;
}
