import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  pgliteStartParams,
  pgliteVersion,
  saveTemplate,
  seedFromTemplate,
  templateReady,
} from "./pglite-memory.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-template-"));
  dirs.push(dir);
  return dir;
}

/** A template as the build writes it, from a folder standing in for a closed PGlite data folder. */
function template(root: string): string {
  const source = path.join(root, "made-by-initdb");
  fs.mkdirSync(path.join(source, "base/1"), { recursive: true });
  fs.writeFileSync(path.join(source, "PG_VERSION"), "17\n");
  fs.writeFileSync(path.join(source, "base/1/1259"), "catalog");
  const templateDir = path.join(root, "template");
  saveTemplate(source, templateDir);
  return templateDir;
}

describe("a new data folder from the build's template", () => {
  it("is a copy of the template, renamed into place, with no copy left beside it", () => {
    const root = scratch();
    const templateDir = template(root);
    const folder = path.join(root, "data/pglite");
    fs.mkdirSync(path.dirname(folder));
    // A copy cut short by an earlier start that was killed.
    fs.mkdirSync(`${folder}.new-99999`);
    expect(seedFromTemplate(folder, templateDir)).toBe("template");
    expect(fs.readFileSync(path.join(folder, "base/1/1259"), "utf8")).toBe("catalog");
    expect(fs.readdirSync(path.dirname(folder))).toEqual(["pglite"]);
  });

  it("leaves a folder that holds a database alone", () => {
    const root = scratch();
    const templateDir = template(root);
    const folder = path.join(root, "pglite");
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, "PG_VERSION"), "17\n");
    fs.writeFileSync(path.join(folder, "mine"), "data");
    expect(seedFromTemplate(folder, templateDir)).toBe("existing");
    expect(fs.readdirSync(folder).sort()).toEqual(["PG_VERSION", "mine"]);
  });

  it("falls back to initdb without a template, with one of another PGlite, or when the folder holds other files", () => {
    const root = scratch();
    const folder = path.join(root, "pglite");
    expect(seedFromTemplate(folder, path.join(root, "none"))).toBe("initdb");

    const templateDir = template(root);
    expect(templateReady(templateDir)).toBe(true);
    fs.writeFileSync(path.join(templateDir, "pglite-version"), "0.0.1\n");
    expect(templateReady(templateDir)).toBe(false);
    expect(seedFromTemplate(folder, templateDir)).toBe("initdb");

    fs.writeFileSync(path.join(templateDir, "pglite-version"), `${pgliteVersion()}\n`);
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, "someone-elses"), "file");
    expect(seedFromTemplate(folder, templateDir)).toBe("initdb");
    expect(fs.readdirSync(folder)).toEqual(["someone-elses"]);
  });
});

describe("PGlite's start parameters", () => {
  it("keep PGlite's own and add the memory settings after them, so they win", () => {
    const params = pgliteStartParams({ shared_buffers: "16MB" });
    expect(params.slice(0, 2)).toEqual(["--single", "-F"]);
    expect(params.slice(-2)).toEqual(["-c", "shared_buffers=16MB"]);
  });
});
