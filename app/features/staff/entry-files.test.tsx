// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplicationFileInfo } from "../../../contract/application-files.ts";
import { EntryFiles } from "./entry-files.tsx";

const cv: ApplicationFileInfo = {
  id: "8b0f6a52-3c1d-4e7a-9f21-6d5c4b3a2e10",
  field: "resumeFile",
  name: "grace-hopper-cv.pdf",
  mediaType: "application/pdf",
  bytes: 48_213,
  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  uploadedAt: "2026-11-20T09:14:03.120Z",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the files of an application in the staff console", () => {
  it("names each file with its kind and size, and saves it with the token, never opening it", async () => {
    const requests: { url: string; authorization: string | undefined }[] = [];
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      requests.push({ url, authorization: (init.headers as Record<string, string>).authorization });
      return Promise.resolve(
        new Response(new Blob(["%PDF-"]), {
          headers: { "content-disposition": 'attachment; filename="grace-hopper-cv.pdf"' },
        }),
      );
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    render(<EntryFiles token="t0ken" base="/staff/inbox/application/a1" files={[cv]} />);
    expect(screen.getByRole("heading", { name: "Files sent" })).toBeTruthy();
    expect(screen.getByText("CV file")).toBeTruthy();
    expect(screen.getByText("(PDF, 47 kB)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download grace-hopper-cv.pdf" }));
    await waitFor(() => expect(clicked).toEqual(["grace-hopper-cv.pdf"]));
    expect(requests).toEqual([
      { url: `/api/staff/inbox/application/a1/files/${cv.id}`, authorization: "Bearer t0ken" },
    ]);
  });

  it("shows nothing for an entry without files", () => {
    const { container } = render(<EntryFiles token="t" base="/staff/inbox/contact/c1" files={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
