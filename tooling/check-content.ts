// `npm run content:check`: reads every file under content/ with the schemas the build uses (app/content/load.ts)
// and prints one line per problem, naming the file and the field; warns about upcoming events that have ended.
import { ContentCheckFailed, readContent } from "../app/content/load.ts";
import { staleEventWarnings } from "../app/content/stale-events.ts";

const root = process.argv[2] ?? process.cwd();
try {
  for (const warning of staleEventWarnings(root)) console.warn(warning);
  readContent(root);
  console.log("content: every file is valid");
} catch (error) {
  console.error(error instanceof ContentCheckFailed ? error.message : error);
  process.exit(1);
}
