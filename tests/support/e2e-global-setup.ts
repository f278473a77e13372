// Playwright's global setup: the migrated PGlite folder the specs' own servers are copied from
// (tests/support/template-database.ts). Playwright starts the site's server (webServer) before this runs, so that one
// server migrates a folder of its own.
import { makeTemplates } from "./template-database.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  return makeTemplates();
}
