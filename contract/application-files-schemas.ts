import {
  applicationFileFieldNames,
  applicationFileTypes,
  type ApplicationFileField,
  type ApplicationFileType,
} from "./application-files.ts";
import { z } from "./zod.ts";

// The schema of a stored file's listing (the staff detail, the data export), apart from application-files.ts so the
// console's bundle, which only shows files, does not take zod with it.

export const applicationFileInfoSchema = z.object({
  id: z.uuid(),
  field: z.enum(applicationFileFieldNames as [ApplicationFileField, ...ApplicationFileField[]]),
  name: z.string(),
  mediaType: z.enum(Object.keys(applicationFileTypes) as [ApplicationFileType, ...ApplicationFileType[]]),
  bytes: z.int().check(z.minimum(1)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  uploadedAt: z.string(),
});
