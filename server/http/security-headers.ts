import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  htmlFileForUrl,
  loadCspManifest,
  pagePolicy,
  PDF_POLICY,
  RESOURCE_POLICY,
  SANDBOX_POLICY,
  type CspManifest,
} from "./csp.ts";

// Two years, the value the HSTS preload list asks for; sent only where the browser will honour it (HTTPS).
const HSTS = "max-age=63072000; includeSubDomains";

// Only features Chromium knows: an unknown name makes it log a console error on every page.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  // Passkeys: this site's own pages sign in with them (navigator.credentials.get); no frame of another site may.
  "publickey-credentials-get=(self)",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

const NOT_FOUND_PAGE = "404.html";

// Pages a route builds from a prerendered page at another address (the newsletters' archive,
// server/newsletters/archive-pages.ts): the prerendered file whose inline scripts and styles they carry.
const pagePolicyFiles = new WeakMap<FastifyReply, string>();

/** The answer is an HTML page made from the prerendered `file` (such as "newsletters/index.html"): its CSP applies. */
export function usePagePolicyOf(reply: FastifyReply, file: string): void {
  pagePolicyFiles.set(reply, file);
}

/** The headers every answer carries whatever it holds; also set by the answers Fastify gives before any hook runs. */
export function setCommonHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("cross-origin-opener-policy", "same-origin");
  reply.header("cross-origin-resource-policy", "same-origin");
  reply.header("x-frame-options", "DENY");
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  // request.protocol is "https" on a TLS socket, or when TRUST_PROXY is on and X-Forwarded-Proto says https.
  if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
}

/** setCommonHeaders, and the policy that allows nothing, for an answer that is not a page. */
export function setResourceHeaders(request: FastifyRequest, reply: FastifyReply) {
  setCommonHeaders(request, reply);
  reply.header("content-security-policy", RESOURCE_POLICY);
}

/**
 * Security headers on every response. HTML pages get a CSP allowing exactly their own inline scripts by hash (from
 * the manifest the build writes); everything else gets a policy that allows nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { staticDir: string }) {
  const manifest: CspManifest = loadCspManifest(options.staticDir);
  // Built once per page, not per request: the policies are fixed for the life of a build.
  const policies = new Map<string, string>();
  const policyFor = (file: string) => {
    let policy = policies.get(file);
    if (policy === undefined) {
      policy = pagePolicy(manifest.pages[file]);
      if (policies.size < 1000) policies.set(file, policy);
    }
    return policy;
  };

  app.addHook("onSend", async (request, reply) => {
    setCommonHeaders(request, reply);
    const type = String(reply.getHeader("content-type") ?? "");
    // A sent file's download keeps its sandbox, whatever its type (server/careers/application-files.routes.ts).
    if (reply.getHeader("content-security-policy") === SANDBOX_POLICY) return;
    if (type.startsWith("text/html")) {
      const file =
        reply.statusCode === 404
          ? NOT_FOUND_PAGE
          : (pagePolicyFiles.get(reply) ?? htmlFileForUrl(request.url));
      // An HTML response that is not a prerendered file gets no inline-script allowance at all.
      reply.header("content-security-policy", policyFor(file));
    } else if (type.startsWith("application/pdf")) {
      reply.header("content-security-policy", PDF_POLICY);
    } else {
      reply.header("content-security-policy", RESOURCE_POLICY);
    }
  });
}
