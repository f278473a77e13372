import { describe, expect, it } from "vitest";
import { loadConfig, type ConfigError } from "../config.ts";
import { metricsEnabled } from "./observability-config.ts";

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("metrics and tracing configuration", () => {
  it("serves no metrics and loads no tracing by default", () => {
    const config = loadConfig({});
    expect(metricsEnabled(config.metrics)).toBe(false);
    expect(config.metrics.host).toBe("127.0.0.1");
    expect(config.tracing.endpoint).toBeUndefined();
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it("turns the metrics on with a port of their own or a token", () => {
    expect(metricsEnabled(loadConfig({ METRICS_PORT: "9464" }).metrics)).toBe(true);
    expect(metricsEnabled(loadConfig({ METRICS_TOKEN: "t".repeat(32) }).metrics)).toBe(true);
  });

  it("refuses a short METRICS_TOKEN without printing it", () => {
    const secret = "short-secret-value";
    const problems = problemsOf({ METRICS_TOKEN: secret });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^METRICS_TOKEN must be at least 32 characters/);
    expect(problems[0]).not.toContain(secret);
  });

  it("refuses a bad port and an endpoint that is not an http URL, one line each", () => {
    const problems = problemsOf({ METRICS_PORT: "0", OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" });
    expect(problems).toHaveLength(2);
    expect(problems.find((line) => line.startsWith("METRICS_PORT "))).toContain("from 1 to 65535");
    expect(problems.find((line) => line.startsWith("OTEL_EXPORTER_OTLP_ENDPOINT "))).toContain("http://");
  });
});
