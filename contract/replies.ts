// The request of a reply staff write to an entry's sender in the console (its texts: replies-texts.ts; its Markdown
// turned into HTML: replies-markdown.ts).
import { REPLY_MAX_LENGTH, replyTexts } from "./replies-texts.ts";
import { cleanMultiLine } from "./clean-text.ts";
import { z } from "./zod.ts";

export { REPLY_MAX_LENGTH, replyTexts };

export const replyRequestSchema = z.object(
  {
    id: z.uuid({ error: replyTexts.invalidId }),
    body: z
      .string({ error: replyTexts.empty })
      .check(
        z.overwrite(cleanMultiLine),
        z.minLength(1, replyTexts.empty),
        z.maxLength(REPLY_MAX_LENGTH, replyTexts.tooLong),
      ),
  },
  { error: replyTexts.empty },
);
export type ReplyRequest = z.infer<typeof replyRequestSchema>;
