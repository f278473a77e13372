// The field rules every content schema is built from (the site's, app/content/schema.ts, and the ones the server
// reads, server-collections.ts): each message completes "<file>: <field> ...".
import { z } from "zod";

export const text = z.string().trim().min(1, "must not be empty");
export const list = (item: z.ZodType<string> = text) => z.array(item).min(1, "needs at least one entry");

/** A calendar date written as 2025-01-31 that exists (no 2025-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written as YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "is not a real date");

export const order = z.number().int("must be a whole number").nonnegative("must not be negative");
