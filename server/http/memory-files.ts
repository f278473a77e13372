import { createHash } from "node:crypto";
import fs from "node:fs";
import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const gunzipped = promisify(gunzip);
const unbrotlied = promisify(brotliDecompress);

/**
 * A built file answered from memory in the encodings browsers ask for: the brotli and gzip twins the build wrote
 * beside it. The file itself is held only when it has no twin (fonts, images); otherwise the rare client that
 * accepts neither gets a twin decompressed, which keeps the pages' 8 MB of plain HTML out of the server's memory.
 * (Not read from the disk: a deploy may have replaced the build folder under a running server.)
 */
export interface MemoryFile {
  identity: Buffer | undefined;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
}

export function loadMemoryFile(full: string): MemoryFile {
  const contents = fs.readFileSync(full);
  const read = (suffix: string) =>
    fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
  const br = read(".br");
  const gzip = read(".gz");
  return {
    identity: br || gzip ? undefined : contents,
    br,
    gzip,
    etag: `"${createHash("sha256").update(contents).digest("base64url").slice(0, 27)}"`,
  };
}

/** The file's own bytes: held, or decompressed from a twin (0.6 ms for the largest page, /projects). */
export async function identityOf(file: MemoryFile): Promise<Buffer> {
  if (file.identity) return file.identity;
  return file.gzip ? gunzipped(file.gzip) : unbrotlied(file.br!);
}

/**
 * Sends the file in the best encoding the client accepts, with its ETag (a 304 when the client has it) on a 200.
 * The caller has set the status, the content type and the cache policy.
 */
export function sendMemoryFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MemoryFile,
): FastifyReply | Promise<FastifyReply> {
  reply.header("vary", "accept-encoding");
  if (reply.statusCode === 200) {
    reply.header("etag", file.etag);
    if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
  }
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(file.gzip);
  // Only this rare answer waits for a decompression; the ones above stay synchronous, as every page and bundle is one.
  return identityOf(file).then((bytes) => reply.send(bytes));
}
