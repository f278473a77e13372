import { createHash } from "node:crypto";
import fs from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A built file held in memory with the brotli and gzip twins the build wrote beside it. */
export interface MemoryFile {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
}

export function loadMemoryFile(full: string): MemoryFile {
  const identity = fs.readFileSync(full);
  const read = (suffix: string) =>
    fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
  return {
    identity,
    br: read(".br"),
    gzip: read(".gz"),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

/**
 * Sends the file in the best encoding the client accepts, with its ETag (a 304 when the client has it) on a 200.
 * The caller has set the status, the content type and the cache policy.
 */
export function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile) {
  reply.header("vary", "accept-encoding");
  if (reply.statusCode === 200) {
    reply.header("etag", file.etag);
    if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
  }
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(file.gzip);
  return reply.send(file.identity);
}
