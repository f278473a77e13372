import { parentPort } from "node:worker_threads";
import { loadParsers, parseInbound, UnreadableEmail, type InboundEmail } from "./parse-inbound.ts";

// The reader's worker thread (parse-pool.ts): parses one raw email at a time and posts back what is kept of it.
// It says "ready" once its modules and the parsers are loaded, so the time budget of the first email does not
// include that.

export type WorkerAnswer =
  { ready: true } | { ok: true; email: InboundEmail } | { ok: false; unreadable: boolean; message: string };

const port = parentPort!;
port.on("message", async (raw: Uint8Array) => {
  let answer: WorkerAnswer;
  try {
    answer = { ok: true, email: await parseInbound(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)) };
  } catch (error) {
    answer = {
      ok: false,
      unreadable: error instanceof UnreadableEmail,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(answer);
});
await loadParsers();
port.postMessage({ ready: true } satisfies WorkerAnswer);
