import http from "node:http";

/** One span as OTLP/HTTP JSON carries it, with its attributes flattened to plain values. */
export interface ReceivedSpan {
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  status: { code?: number; message?: string };
  service: unknown;
}

/**
 * A stand-in OpenTelemetry collector: answers POST /v1/traces (OTLP/HTTP, JSON body) and keeps the spans it got.
 * Listens on 127.0.0.1, port chosen by the system.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        response.writeHead(404).end();
        return;
      }
      spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}

function plain(attributes: KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));
}

function spansOf(body: {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: { name: string; kind: number; attributes?: KeyValue[]; status?: object }[] }[];
  }[];
}): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpan) =>
    (resourceSpan.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        name: span.name,
        kind: span.kind,
        attributes: plain(span.attributes),
        status: span.status ?? {},
        service: plain(resourceSpan.resource?.attributes)["service.name"],
      })),
    ),
  );
}
