import { describe, expect, it } from "vitest";
import { attachment } from "./application-files.routes.ts";
import { safeFileName } from "../../contract/application-files.ts";

describe("the name a sent file is kept and downloaded under", () => {
  it("keeps letters, digits, spaces, dots, dashes and underscores, and takes the extension of what it is", () => {
    expect(safeFileName("Grace Hopper CV.pdf", "pdf")).toBe("Grace Hopper CV.pdf");
    expect(safeFileName("cv.final_v2.docx", "odt")).toBe("cv.final_v2.odt");
    expect(safeFileName("C:\\Users\\grace\\cv.pdf", "pdf")).toBe("cv.pdf");
    expect(safeFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(safeFileName('a"b;c\r\nd<e>.pdf', "pdf")).toBe("a-b-c-d-e.pdf");
    expect(safeFileName("", "pdf")).toBe("file.pdf");
    expect(safeFileName("...", "pdf")).toBe("file.pdf");
    expect(safeFileName("Lebenslauf Müller.pdf", "pdf")).toBe("Lebenslauf Müller.pdf");
    expect(safeFileName("x".repeat(300), "pdf")).toHaveLength(104);
  });

  it("is sent as an attachment, with an ASCII name and the full one in filename* when it has other letters", () => {
    expect(attachment("cv.pdf")).toBe('attachment; filename="cv.pdf"');
    expect(attachment("Lebenslauf Müller.pdf")).toBe(
      "attachment; filename=\"Lebenslauf Muller.pdf\"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf",
    );
  });
});
