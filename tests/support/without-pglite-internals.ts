// Loaded with `node --import` into a server process: takes away the PGlite internals server/db/pglite-pipelined.ts
// relies on, as a PGlite release that renamed them would, so a test can see the server refuse to start.
import { PGlite } from "@electric-sql/pglite";

for (const name of ["_runExclusiveQuery", "_runExclusiveTransaction"]) {
  let owner: object | null = PGlite.prototype;
  while (owner && !Object.hasOwn(owner, name)) owner = Object.getPrototypeOf(owner) as object | null;
  if (owner) Reflect.deleteProperty(owner, name);
}
