// The regular webinar series on /events, in the order of content/webinars.yaml.
import { content } from "./load.ts";

export const webinarSeries = content().webinarSeries;
export type { WebinarSeries } from "./schema.ts";
