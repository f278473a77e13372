import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "../../server/db/client.ts";
import { humanMeta } from "../support/forms.ts";
import { startServerProcess } from "../support/server-process.ts";
import { eventually } from "../support/smtp-sink.ts";

// SIGTERM while a request is still arriving and while the outbox is in the middle of sending an email: the server
// stops taking connections at once, the request gets its answer, the email's send completes and is recorded, and
// the process exits 0. A request that does not finish within SHUTDOWN_TIMEOUT_MS has its connection closed.

const contact = (subject: string) =>
  JSON.stringify({
    name: "Ada Lovelace",
    email: "ada@example.org",
    subject,
    message: "Sent while the server shuts down.",
    category: "general",
    ...humanMeta,
  });

/** An SMTP server that takes a message but answers its end of data only when the test releases it. */
async function heldSmtpServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const received: string[] = [];
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        holding = true;
        void released.then(() => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    received,
    holding: () => holding,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request written by hand, so the test decides when each part of it is sent. */
function rawConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return { socket, received: () => received, closed };
}

function postHead(length: number): string {
  return (
    "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
    `Content-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`
  );
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

const portOf = (url: string) => Number(new URL(url).port);

describe("graceful shutdown on SIGTERM (PGlite)", { timeout: 180_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-shutdown-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("finishes the request in flight and the email being sent, then exits 0", async () => {
    const smtp = await heldSmtpServer();
    const dataDir = path.join(root, "flush");
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: "50",
    });
    const exited = new Promise<number | null>((resolve) => server.child.on("exit", (code) => resolve(code)));
    try {
      // The first message's email reaches the mail server, which holds its answer: a send in flight.
      const first = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: contact("first, its email in flight"),
      });
      expect(first.status).toBe(201);
      const firstId = ((await first.json()) as { id: string }).id;
      await eventually(smtp.holding, "the outbox sending the first email");

      // A second message whose body is only half sent: a request in flight (the server said 100 Continue).
      const body = Buffer.from(contact("second, sent during the shutdown"));
      const inFlight = rawConnection(portOf(server.url));
      inFlight.socket.write(postHead(body.length));
      await eventually(() => inFlight.received().startsWith("HTTP/1.1 100 Continue"), "100 Continue");
      inFlight.socket.write(body.subarray(0, 40));

      server.child.kill("SIGTERM");
      // It stops taking connections at once...
      await eventually(() => connectionRefused(portOf(server.url)), "new connections refused");
      // ...and still answers the request in flight.
      inFlight.socket.write(body.subarray(40));
      await eventually(
        () => /\r\n\r\n\{.*\}$/s.test(inFlight.received()),
        "the answer to the request in flight",
      );
      const reply = inFlight.received();
      expect(reply).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
      const secondId = (JSON.parse(reply.slice(reply.lastIndexOf("\r\n\r\n") + 4)) as { id: string }).id;

      // The process waits for the email being sent.
      expect(server.child.exitCode).toBeNull();
      smtp.release();
      expect(await exited).toBe(0);
      expect(smtp.received).toHaveLength(1);
      // Quoted-printable may break the line anywhere (a soft break, "=" at a line's end): read it unbroken.
      expect(smtp.received[0]!.replace(/=\r?\n/g, "")).toContain("first, its email in flight");

      // Both messages are stored, each with two emails queued (the staff's notification, filed under the message,
      // and the sender's acknowledgement, filed under its thread): the one that was in flight is recorded as sent,
      // the other three wait for the next start.
      const database = await openDatabase({ dataDir });
      try {
        const outbox = rowsOf<{ ref_id: string; sent: boolean }>(
          await database.db.execute(sql`select ref_id, sent_at is not null as sent from mail_outbox`),
        );
        expect(outbox).toHaveLength(4);
        expect(outbox.filter((row) => row.sent)).toHaveLength(1);
        expect(outbox.filter((row) => row.ref_id === firstId)).toHaveLength(1);
        expect(outbox.filter((row) => row.ref_id === secondId && !row.sent)).toHaveLength(1);
      } finally {
        await database.close();
      }
    } finally {
      smtp.release();
      if (server.child.exitCode === null) await server.kill();
      await smtp.close();
    }
  });

  it("closes a request still unfinished after SHUTDOWN_TIMEOUT_MS, and still exits 0", async () => {
    const server = await startServerProcess({
      DATA_DIR: path.join(root, "limit"),
      SHUTDOWN_TIMEOUT_MS: "500",
    });
    const exited = new Promise<number | null>((resolve) => server.child.on("exit", (code) => resolve(code)));
    try {
      // Headers, then never the body: this request would run until the 15 s request timeout (a 408).
      const stalled = rawConnection(portOf(server.url));
      stalled.socket.write(postHead(100));
      await eventually(() => stalled.received().startsWith("HTTP/1.1 100 Continue"), "100 Continue");
      server.child.kill("SIGTERM");
      await stalled.closed;
      // Closed by the shutdown's time limit: no answer followed the 100 Continue.
      expect(stalled.received()).toBe("HTTP/1.1 100 Continue\r\n\r\n");
      expect(await exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) await server.kill();
    }
  });
});
