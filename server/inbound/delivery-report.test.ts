import { describe, expect, it } from "vitest";
import { parseInbound } from "./parse-inbound.ts";
import { reportedRecipients } from "./delivery-report.ts";

const ORIGINAL_ID = "nl.0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10@verdantcollective.example";

/** A report as Postfix writes it: the original's headers returned as text/rfc822-headers. */
function postfixReport(returned: "headers" | "message") {
  const third =
    returned === "headers"
      ? ["Content-Type: text/rfc822-headers", ""]
      : ["Content-Type: message/rfc822", "Content-Disposition: inline", ""];
  return Buffer.from(
    [
      "Return-Path: <>",
      "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>",
      "To: no-reply@verdantcollective.example",
      "Subject: Undelivered Mail Returned to Sender",
      "Message-ID: <20261130.ABC@mx.example.net>",
      "MIME-Version: 1.0",
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B1"',
      "",
      "--B1",
      "Content-Type: text/plain; charset=us-ascii",
      "",
      "I'm sorry to have to inform you that your message could not be delivered.",
      "Action: failed",
      "",
      "--B1",
      "Content-Type: message/delivery-status",
      "",
      "Reporting-MTA: dns; mx.example.net",
      "Arrival-Date: Mon, 30 Nov 2026 10:00:00 +0000",
      "",
      "Final-Recipient: rfc822; Gone@Example.net",
      "Original-Recipient: rfc822;gone@example.net",
      "Action: failed",
      "Status: 5.1.1",
      "Diagnostic-Code: smtp; 550 5.1.1 <gone@example.net>: Recipient address rejected:",
      "  User unknown in virtual mailbox table",
      "",
      "Final-Recipient: rfc822; slow@example.net",
      "Action: delayed",
      "Status: 4.4.1",
      "",
      "--B1",
      ...third,
      "From: Verdant Collective <no-reply@verdantcollective.example>",
      "To: gone@example.net",
      "Subject: Field notes",
      `Message-ID: <${ORIGINAL_ID}>`,
      ...(returned === "message" ? ["Content-Type: text/plain", "", "The edition's text."] : []),
      "",
      "--B1--",
      "",
    ].join("\r\n"),
  );
}

describe("delivery status notifications", () => {
  for (const returned of ["headers", "message"] as const) {
    it(`are read with each recipient's action and status, the original returned as ${returned}`, async () => {
      const email = await parseInbound(postfixReport(returned));
      expect(email.deliveryReport).toEqual({
        recipients: [
          { address: "gone@example.net", original: "gone@example.net", action: "failed", status: "5.1.1" },
          { address: "slow@example.net", original: undefined, action: "delayed", status: "4.4.1" },
        ],
        originalMessageIds: [ORIGINAL_ID],
      });
    });
  }

  it("are not seen in an ordinary email, even one that quotes a report's fields", async () => {
    const email = await parseInbound(
      Buffer.from(
        [
          "From: Grace <grace@example.org>",
          "To: hello@verdantcollective.example",
          "Subject: A question",
          "",
          "Final-Recipient: rfc822; someone@example.org",
          "Action: failed",
          "Status: 5.1.1",
          "",
        ].join("\r\n"),
      ),
    );
    expect(email.deliveryReport).toBeUndefined();
  });

  it("take only blocks with a recipient and an action, and only a well-formed status", () => {
    expect(
      reportedRecipients(
        "Reporting-MTA: dns; x\n\nFinal-Recipient: rfc822; a@x.org\nAction: failed (bad)\nStatus: 5.0.0 (x)\n\n" +
          "Final-Recipient: rfc822; no-address\nAction: failed\n\nFinal-Recipient: rfc822; b@x.org\nStatus: 5.1.1\n\n" +
          "Final-Recipient: rfc822; c@x.org\nAction: failed\nStatus: see below\n",
      ),
    ).toEqual([
      { address: "a@x.org", original: undefined, action: "failed", status: "5.0.0" },
      { address: "c@x.org", original: undefined, action: "failed", status: undefined },
    ]);
  });
});
