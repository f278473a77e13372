import { describe, expect, it } from "vitest";
import { mailDomain, messageIdOfBytes, messageIdsIn, newMessageId, senderOf } from "./message-ids.ts";

describe("Message-IDs", () => {
  it("are made on the domain of MAIL_FROM", () => {
    expect(mailDomain("Verdant Collective <no-reply@verdantcollective.example>")).toBe(
      "verdantcollective.example",
    );
    expect(mailDomain("web@Verdant.Example")).toBe("verdant.example");
    expect(newMessageId('"Web" <web@verdant.example>')).toMatch(/^[0-9a-f-]{36}@verdant\.example$/);
    expect(senderOf('"Verdant Collective" <web@verdant.example>')).toEqual({
      name: "Verdant Collective",
      address: "web@verdant.example",
    });
  });

  it("are read from In-Reply-To and References, brackets or not", () => {
    expect(messageIdsIn("<a@x.org>")).toEqual(["a@x.org"]);
    expect(messageIdsIn("<a@x.org> <b@y.org>\r\n <c@z.org>")).toEqual(["a@x.org", "b@y.org", "c@z.org"]);
    expect(messageIdsIn(["<a@x.org>", "<b@y.org>"])).toEqual(["a@x.org", "b@y.org"]);
    expect(messageIdsIn("a@x.org")).toEqual(["a@x.org"]);
    expect(messageIdsIn(undefined)).toEqual([]);
  });

  it("are made from the bytes of an email without one, the same for the same bytes", () => {
    const raw = Buffer.from("From: a@x.org\r\n\r\nHi\r\n");
    expect(messageIdOfBytes(raw)).toBe(messageIdOfBytes(Buffer.from(raw)));
    expect(messageIdOfBytes(raw)).not.toBe(messageIdOfBytes(Buffer.from("From: b@x.org\r\n\r\nHi\r\n")));
  });
});
