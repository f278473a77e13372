import type { FastifyInstance } from "fastify";

/** Baseline security headers on every response; the measured-quality work tightens the CSP with script hashes. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("x-frame-options", "DENY");
    reply.header(
      "permissions-policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
  });
}
