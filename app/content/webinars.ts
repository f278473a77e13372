// The regular webinar series on /events, in the order of content/webinars.yaml.
export { webinarSeries } from "./generated/webinars.ts";
export type { WebinarSeries } from "./schema.ts";
