// Vitest's global setup for the API and reliability suites: the migrated databases every test server is copied from
// (tests/support/template-database.ts), made once before the first test file starts and removed after the last.
import { makeTemplates } from "./template-database.ts";

export default async function setup(): Promise<() => Promise<void>> {
  return makeTemplates();
}
