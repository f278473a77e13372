import { writeContent } from "./generate.ts";

/** Vitest global setup: the generated content modules exist and match content/ before any test imports them. */
export default function setup() {
  writeContent();
}
