import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { fileTypeFromBuffer } from "file-type";
import { HttpError } from "../http/http-error.ts";

/** The files a form takes besides its fields: their names and labels, the size limit and the types read from bytes. */
export interface UploadRules {
  /** Field name → label (the messages name the file by it). */
  fields: Readonly<Record<string, string>>;
  maxBytes: number;
  /** Media types taken, as file-type reads them from the bytes. */
  types: ReadonlySet<string>;
  messages: {
    tooLarge(label: string): string;
    wrongType(label: string): string;
    empty(label: string): string;
    requestTooLarge: string;
    badUpload: string;
  };
}

/** A file that passed its checks: the name it came under, the type read from its bytes, its bytes and checksum. */
export interface UploadedFile {
  field: string;
  fileName: string;
  mediaType: string;
  content: Buffer;
  sha256: string;
}

export interface MultipartForm {
  /** The text fields, each once (the last one wins, as in a plain form). */
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Field → its file's problem (too large, wrong type, empty); the other fields are read all the same. */
  fileErrors: Record<string, string>;
  /** A file went over the size limit (answered 413 to an API client). */
  tooLarge: boolean;
}

// More than the application form has; a bigger body is not a form of ours.
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 100_000;

/**
 * Lets the calling plugin's routes take multipart/form-data (Fastify scopes content-type parsers to their plugin).
 * Nothing is read until the handler asks (readMultipartForm): the body is streamed, not buffered first.
 */
export async function registerMultipart(app: FastifyInstance, rules: UploadRules) {
  await app.register(multipart, {
    // A file over the limit is cut off, flagged as truncated and skipped; the fields after it are still read.
    throwFileSizeLimit: false,
    limits: {
      fileSize: rules.maxBytes,
      files: Object.keys(rules.fields).length,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + Object.keys(rules.fields).length,
    },
  });
}

/**
 * Reads a multipart body part by part: text fields as strings, each file streamed into memory up to the limit (one
 * byte over it is enough to know), its SHA-256 taken as it arrives, then its type read from its bytes with
 * file-type; the name and the Content-Type the client gave are not trusted for it. An empty file input (a browser
 * sends one with no name and no bytes when nothing was chosen) is no file.
 */
export async function readMultipartForm(request: FastifyRequest, rules: UploadRules): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [], fileErrors: {}, tooLarge: false };
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string" && !Object.hasOwn(rules.fields, part.fieldname)) {
          form.fields[part.fieldname] = part.value;
        }
        continue;
      }
      const label = rules.fields[part.fieldname];
      if (label === undefined || seen.has(part.fieldname)) {
        part.file.resume();
        if (label === undefined) continue;
        throw new HttpError(400, rules.messages.badUpload);
      }
      seen.add(part.fieldname);
      const hash = createHash("sha256");
      const chunks: Buffer[] = [];
      let bytes = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        hash.update(chunk);
        chunks.push(chunk);
        bytes += chunk.length;
      }
      if (part.file.truncated) {
        form.tooLarge = true;
        form.fileErrors[part.fieldname] = rules.messages.tooLarge(label);
        continue;
      }
      if (bytes === 0) {
        if (part.filename) form.fileErrors[part.fieldname] = rules.messages.empty(label);
        continue;
      }
      const content = Buffer.concat(chunks, bytes);
      const type = await fileTypeFromBuffer(content);
      if (!type || !rules.types.has(type.mime)) {
        form.fileErrors[part.fieldname] = rules.messages.wrongType(label);
        continue;
      }
      form.files.push({
        field: part.fieldname,
        // Browsers escape these three in a multipart file name (the HTML standard's form encoding).
        fileName: part.filename.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n"),
        mediaType: type.mime,
        content,
        sha256: hash.digest("hex"),
      });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Too many parts or fields, a field too long, a body cut short: not a form of ours.
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode === 413) throw new HttpError(413, rules.messages.badUpload);
    throw new HttpError(400, rules.messages.badUpload);
  }
  return form;
}
