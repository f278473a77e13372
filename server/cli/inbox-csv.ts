// The CSV writer moved to the server, which exports the staff console's CSV with it; the inbox CLI keeps this path.
export * from "../inbox/csv.ts";
