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

  it("never echoes a value that may hold a credential", () => {
    const secret = "hunter2-do-not-print";
    try {
      loadConfig({
        DATABASE_URL: `mysql://admin:${secret}@db/site`,
        SMTP_URL: `ftp://mailer:${secret}@mail`,
        STAFF_SECRET_KEY: secret,
        METRICS_TOKEN: secret,
        PORT: "eighty",
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems.find((line) => line.startsWith("DATABASE_URL "))).toContain("its value is not shown");
      expect(problems.find((line) => line.startsWith("PORT "))).toContain('"eighty"');
      expect((error as ConfigError).message).not.toContain(secret);
    }
  });

  it("accepts a PostgreSQL URL and a port", () => {
    const config = loadConfig({ PORT: "8080", DATABASE_URL: "postgres://u:p@localhost/db" });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://u:p@localhost/db");
    expect(config.databasePoolSize).toBe(10);
  });

  it("takes the PostgreSQL pool's size from DATABASE_POOL_SIZE, 1 to 100", () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    for (const size of ["0", "101", "ten", "2.5"]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it("requires PUBLIC_ORIGIN in production and with any sign-in provider, and takes the cookie flag from it", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN is required because NODE_ENV is production/),
    ]);
    expect(problems({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" })[0]).toContain(
      "Google sign-in is configured",
    );
    expect(problems({ NODE_ENV: "development" })).toEqual([]);
    const config = loadConfig({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://verdant.example/" });
    expect(config.auth.publicOrigin).toBe("https://verdant.example");
    expect(config.auth.secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: "http://127.0.0.1:3000" }).auth.secureCookies).toBe(false);
  });
});

describe("MAX_CONNECTIONS_PER_IP", () => {
  it("defaults to 64, takes 0 for no cap, refuses anything else", () => {
    expect(loadConfig({}).maxConnectionsPerIp).toBe(64);
    expect(loadConfig({ MAX_CONNECTIONS_PER_IP: "0" }).maxConnectionsPerIp).toBe(0);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: "-1" })).toThrow(
      /MAX_CONNECTIONS_PER_IP must be a whole number/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: "many" })).toThrow(/MAX_CONNECTIONS_PER_IP/);
  });
});

describe("MAX_CONNECTIONS", () => {
  it("defaults to 2,000 and refuses anything below 10 or not a whole number", () => {
    expect(loadConfig({}).maxConnections).toBe(2000);
    expect(loadConfig({ MAX_CONNECTIONS: "60" }).maxConnections).toBe(60);
    expect(() => loadConfig({ MAX_CONNECTIONS: "9" })).toThrow(
      /MAX_CONNECTIONS must be a whole number, at least 10/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS: "lots" })).toThrow(/MAX_CONNECTIONS /);
  });
});

describe("production mode (NODE_ENV)", () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it("is recognised whatever the case and surrounding spaces", () => {
    for (const value of ["production", "Production", "PRODUCTION", " production ", "production\n"]) {
      expect(problems({ NODE_ENV: value }), JSON.stringify(value)).toEqual([
        expect.stringMatching(/^PUBLIC_ORIGIN is required because NODE_ENV is production/),
      ]);
    }
    expect(problems({ NODE_ENV: "development" })).toEqual([]);
    expect(problems({ NODE_ENV: "test" })).toEqual([]);
  });

  it("requires an https PUBLIC_ORIGIN, so cookies always carry Secure", () => {
    for (const nodeEnv of ["production", "Production", " PRODUCTION "]) {
      const lines = problems({ NODE_ENV: nodeEnv, PUBLIC_ORIGIN: "http://verdant.example" });
      expect(lines, JSON.stringify(nodeEnv)).toHaveLength(1);
      expect(lines[0]).toMatch(/^PUBLIC_ORIGIN must be an https:\/\/ URL when NODE_ENV is production/);
      expect(lines[0]).toContain('"http://verdant.example"');
    }
    const config = loadConfig({ NODE_ENV: "Production", PUBLIC_ORIGIN: "https://verdant.example" });
    expect(config.auth.secureCookies).toBe(true);
  });

  it("allows plain http only for this machine's own addresses (a production build tried locally)", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:4192", "http://[::1]:3000"]) {
      const config = loadConfig({ NODE_ENV: "production", PUBLIC_ORIGIN: origin });
      expect(config.auth.secureCookies, origin).toBe(false);
    }
    for (const origin of ["http://localhost.verdant.example", "http://10.0.0.5:3000", "http://[::2]:3000"]) {
      expect(problems({ NODE_ENV: "production", PUBLIC_ORIGIN: origin })[0], origin).toMatch(
        /^PUBLIC_ORIGIN must be an https:\/\/ URL/,
      );
    }
  });

  it("outside production, an http PUBLIC_ORIGIN is accepted as before", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "http://verdant.example" }).auth.secureCookies).toBe(false);
    expect(
      loadConfig({ NODE_ENV: "development", PUBLIC_ORIGIN: "http://verdant.example" }).auth.publicOrigin,
    ).toBe("http://verdant.example");
  });
});
