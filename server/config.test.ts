import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.logLevel).toBe("info");
  });

  it("reports one line per bad value", () => {
    try {
      loadConfig({ PORT: "eighty", LOG_LEVEL: "loud", DATABASE_URL: "mysql://x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.find((line) => line.startsWith("PORT "))).toContain('"eighty"');
      expect(problems.find((line) => line.startsWith("LOG_LEVEL "))).toContain("must be one of");
      expect(problems.find((line) => line.startsWith("DATABASE_URL "))).toContain("postgres://");
    }
  });

  it("accepts a PostgreSQL URL and a port", () => {
    const config = loadConfig({ PORT: "8080", DATABASE_URL: "postgres://u:p@localhost/db" });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://u:p@localhost/db");
  });
});
