import { FastifyOtelInstrumentation } from "@fastify/otel";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-node";
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import type { TracingConfig } from "./observability-config.ts";

// Loaded by server/observability/observability.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set: without it none of
// these packages is imported. Must run before any route is registered, so every route gets its spans.

// Scraped and polled every few seconds: their spans would drown the ones worth reading.
const UNTRACED = /^\/api\/(health|metrics)(\/|$)/;

const FLUSH_TIMEOUT_MS = 3_000;

let registered = false;

export async function registerTracing(app: FastifyInstance, config: TracingConfig & { endpoint: string }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": config.serviceName,
      "service.version": packageVersion(),
    }),
    // OTLP/HTTP with a JSON body; headers (OTEL_EXPORTER_OTLP_HEADERS) and timeouts come from the standard
    // variables, read by the exporter itself.
    spanProcessors: [
      new BatchSpanProcessor(
        withoutErrorMessages(
          new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, "")}/v1/traces` }),
        ),
      ),
    ],
  });
  // The context manager and the W3C trace-context propagation are process-wide: set once (a test process may
  // build several apps).
  if (!registered) {
    provider.register();
    registered = true;
  }
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => UNTRACED.test(url),
    // An exception's message may hold a query's values (Drizzle puts them there): never sent to the collector.
    recordExceptions: false,
    // The path without its query string, where sign-in codes and link tokens travel.
    requestHook: (span, request) => {
      span.setAttribute("url.path", request.url.split("?", 1)[0] ?? "");
    },
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  // Spans still buffered are sent before the process ends, within a bound: a collector that is down costs the
  // shutdown a few seconds and those spans, never the shutdown itself.
  app.addHook("onClose", async () => {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
    });
    try {
      await Promise.race([provider.shutdown(), gaveUp]);
    } catch (error) {
      app.log.warn(
        { error: error instanceof Error ? error.message : String(error) },
        "traces: last spans not sent",
      );
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * A failed span keeps its error status but not the error's message: a database error's message holds the query's
 * values (emails, names, message text), which must not leave the server.
 */
function withoutErrorMessages(exporter: SpanExporter): SpanExporter {
  const scrub = (span: ReadableSpan): ReadableSpan =>
    span.status.message
      ? (Object.create(span, { status: { value: { code: span.status.code } } }) as ReadableSpan)
      : span;
  return {
    export: (spans, done) => exporter.export(spans.map(scrub), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

function packageVersion(): string {
  const file = new URL("../../package.json", import.meta.url);
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}
