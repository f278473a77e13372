// The OpenAPI description of the inbound email route (server/openapi/endpoints.ts gathers every domain's).
import { apiMessages } from "../../contract/api.ts";
import { z } from "../../contract/zod.ts";
import { errorExamples } from "../../contract/examples.ts";
import { inboundMessages } from "../../contract/inbound.ts";
import { type Endpoint, answer } from "../openapi/endpoint-kit.ts";

const exampleEmail = [
  "From: Grace Hopper <grace@example.org>",
  "To: careers@verdantcollective.example",
  "Subject: Re: We received your application for AI Researcher [VC-7K3Q9M]",
  "Message-ID: <CAF=x1y2z3@mail.example.org>",
  "In-Reply-To: <2f1d7a52-0c4e-4f43-9d55-8b4f7e0a1c33@verdantcollective.example>",
  "Date: Fri, 20 Nov 2026 10:02:00 +0000",
  "Content-Type: text/plain; charset=utf-8",
  "",
  "Thank you! I forgot to say that I can start in January.",
  "",
].join("\r\n");

export const inboundEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/inbound/email",
    operationId: "fileInboundEmail",
    tag: "Inbound",
    summary: "File an email that came back to the site",
    description:
      "For the mail provider's inbound route (docs/deployment.md): one raw email per request. It is filed on the " +
      "entry it answers, found by its In-Reply-To, its References, or the entry's reference (VC-…) in its " +
      "subject, only when its From address is that entry's address (compared without case): an email that names " +
      "an entry from another address becomes a new contact message that claims the entry (`different-sender`), " +
      "for staff to read and attach by hand (POST /api/staff/inbox/{kind}/{id}/attach); one that answers " +
      "nothing known becomes a new contact message from its sender (`new-entry`). Its sender, subject and text " +
      "are kept (an HTML-only email is turned into text, from at most its first 512 kB of HTML and down to 256 " +
      "levels of nesting); attachments are counted, not kept. The email is read off the server's main thread " +
      "within INBOUND_PARSE_TIMEOUT_MS (5 s): past it, or if it cannot be read, it is filed by its headers with " +
      "a note as its text and its original kept for staff to download. The same Message-ID is filed once, so a " +
      "provider may post again safely. Without INBOUND_SECRET set, the endpoint answers 404. The secret is " +
      "checked before the body is read, and wrong secrets are limited per client address. The limit " +
      "(INBOUND_RATE_LIMIT a minute) counts each envelope sender apart, so one sender's flood does not hold up " +
      "the others, who all come through the same MTA: the sender is the X-Envelope-From header if the relay " +
      "sends it (the SMTP MAIL FROM: Postfix's $SENDER, an Email Worker's message.from), else the email's " +
      "Return-Path (which the delivering MTA writes from MAIL FROM), else its From address.",
    headerParameters: {
      "X-Envelope-From": {
        description:
          "The envelope sender (SMTP MAIL FROM) of the email, as the relay received it; `<>` for a bounce. Only " +
          "the rate limit reads it. Without it, the email's Return-Path, then its From address, count.",
        schema: z.string().check(z.maxLength(998)),
        example: "grace@example.org",
      },
    },
    inboundSecret: true,
    rawBody: {
      mediaType: "message/rfc822",
      description:
        "The email as received (RFC 5322), headers and body, at most INBOUND_MAX_BYTES (by default 10 MiB, " +
        "10,485,760 bytes; 413 above it).",
      example: exampleEmail,
    },
    answers: {
      201: answer(
        "Filed: on its entry (`thread`), or as a new contact message (`new-entry`, or `different-sender` when it " +
          "names an entry whose address is not its sender's).",
        "InboundFiled",
        {
          filed: "thread",
          kind: "application",
          id: "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10",
        },
      ),
      200: answer("This Message-ID was filed before; nothing changed.", "InboundFiled", {
        filed: "already-filed",
        kind: "application",
        id: "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10",
      }),
      400: answer("The body is empty, or not an email with a From address.", "ApiError", {
        message: inboundMessages.unreadable,
      }),
      401: answer(
        "No bearer token, or not INBOUND_SECRET.",
        "ApiError",
        { message: inboundMessages.secretRequired },
        ["WWW-Authenticate"],
      ),
      404: answer("INBOUND_SECRET is not set: the endpoint is off.", "ApiError", {
        message: apiMessages.notFound,
      }),
      413: answer("The email is over INBOUND_MAX_BYTES.", "ApiError", errorExamples.bodyTooLarge),
      415: answer("The body is not sent as message/rfc822.", "ApiError", {
        message: inboundMessages.notRawEmail,
      }),
      429: answer(
        "Too many emails from this envelope sender, or too many wrong secrets from this address. Try again after " +
          "Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRequests,
        ["Retry-After"],
      ),
      503: answer(
        "The database cannot be reached right now, or too many emails are waiting to be read; nothing was stored. " +
          "Try again after Retry-After seconds (MTAs retry).",
        "ApiError",
        { message: inboundMessages.busy },
        ["Retry-After"],
      ),
    },
  },
];
