// What the operations endpoints (the Prometheus metrics) answer an operator, in words.

export const operationsMessages = {
  metricsTokenRequired:
    "The metrics need the server's METRICS_TOKEN, sent as Authorization: Bearer followed by the token.",
} as const;
