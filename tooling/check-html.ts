// `npm run html` (a step of `npm test`): every prerendered page through the Nu HTML checker (vnu-jar, the W3C
// validator's engine), run on the build output with the system's Java. Any HTML error or warning fails the step and
// is printed as page, line and message. Java comes from Debian here (default-jre-headless), as Chromium does for e2e.
// Its CSS checker is left out: it predates what the stylesheet relies on (@property, @starting-style,
// animation-timeline, colour interpolation), so it reports thousands of errors that browsers do not have.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { z } from "zod";

const root = "build/client";
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`No build in ${root}: run npm run build first.`);
  process.exit(1);
}

const java = process.env.JAVA_PATH ?? "java";
if (spawnSync(java, ["-version"], { stdio: "ignore" }).status !== 0) {
  console.error(
    "Java was not found; the Nu HTML checker needs it.\nInstall it from Debian (as root):\n\n" +
      "    apt-get update && apt-get install -y default-jre-headless\n\nor set JAVA_PATH to a java binary.",
  );
  process.exit(1);
}

const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);
const result = spawnSync(
  java,
  [
    "-Xss8m",
    "-jar",
    jar,
    "--format",
    "json",
    "--skip-non-html",
    "--filterpattern",
    "CSS: .*",
    "--stdout",
    root,
  ],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  },
);

const report = z
  .object({
    messages: z.array(
      z.object({
        type: z.string(),
        subType: z.string().optional(),
        url: z.string().optional(),
        lastLine: z.number().optional(),
        message: z.string(),
      }),
    ),
  })
  .safeParse(JSON.parse(result.stdout || "{}"));
if (!report.success) {
  console.error("The Nu checker's answer could not be read:\n" + result.stdout + result.stderr);
  process.exit(1);
}

const pages = fs.globSync(`${root}/**/*.html`).length;
// "info" without a subType is only a note; errors, warnings and fatal problems all count.
const problems = report.data.messages.filter((m) => m.type !== "info" || m.subType === "warning");
for (const m of problems) {
  const page = (m.url ?? "").replace(/^file:.*?build\/client/, "") || "?";
  console.error(`${page}:${m.lastLine ?? "?"}: ${m.subType ?? m.type}: ${m.message}`);
}
console.log(`Nu HTML checker: ${pages} pages, ${problems.length} problems`);
process.exit(problems.length === 0 && result.status === 0 ? 0 : 1);
