// `npm run observatory -- 127.0.0.1:3000`: scans a running server with the MDN HTTP Observatory and prints a table;
// exits 1 unless every test passes (HTTPS-only tests excepted) and the grade without them is A+.
import { judgeWithoutHttps, observatoryTable, scanWithObservatory } from "./observatory.ts";

const target = process.argv[2] ?? "127.0.0.1:3000";
const result = await scanWithObservatory(target);
console.table(observatoryTable(result));
const verdict = judgeWithoutHttps(result);
console.log(
  `${target}: scanner grade ${result.scan.grade} (score ${result.scan.score}) over plain HTTP; ` +
    `without the HTTPS-only tests: ${verdict.grade} (score ${verdict.score}).`,
);
if (verdict.failed.length > 0 || verdict.grade !== "A+") {
  console.error(`Failing: ${verdict.failed.join(", ") || "grade below A+"}`);
  process.exit(1);
}
