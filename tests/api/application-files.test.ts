import { createHash } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFileTexts } from "../../contract/application-files.ts";
import { apiMessages } from "../../contract/api.ts";
import { publicFormPages } from "../../contract/public-forms.ts";
import { eraseAddress } from "../../server/privacy/erasure.ts";
import { purgeExpired } from "../../server/privacy/retention.ts";
import { verifiedAccount } from "../support/account-data-helpers.ts";
import { countRows, formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// CV and portfolio files sent with an application (ADR 0051): multipart/form-data on the same
// endpoint, the type read from the bytes, at most 10 MB, stored with a checksum, downloaded by staff as an
// attachment in a sandbox, gone with the application, listed in the applicant's data export.

const fixture = (name: string) => fs.readFileSync(`tests/support/files/${name}`);
const cvPdf = fixture("cv.pdf");
const portfolioDocx = fixture("portfolio.docx");
const cvOdt = fixture("cv.odt");
const png = fixture("picture.png");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const MB10 = 10 * 1024 * 1024;

/** A PDF of exactly `size` bytes: a real header, then padding (file-type reads the header). */
const pdfOfSize = (size: number) => Buffer.concat([cvPdf, Buffer.alloc(size - cvPdf.length, 0x20)]);

const fields = {
  name: "Grace Hopper",
  email: "grace.files@example.org",
  position: "ai-researcher",
  experience: "senior",
  coverLetter: "Compilers, mostly.",
  remoteWork: "false",
  website: "",
  formStartedAt: String(humanMeta.formStartedAt),
  formSentAt: String(humanMeta.formSentAt),
};

type FilePart = { field: string; bytes: Buffer; name: string; type?: string };

function multipart(values: Record<string, string>, files: FilePart[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  return form;
}

describe(`application files on ${databaseLabel()}`, { timeout: 60_000 }, () => {
  let server: TestServer;
  let staff: StaffMember;
  beforeAll(async () => {
    server = await startTestServer(formsTestEnv);
    staff = await verifiedStaff(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (form: FormData, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/careers/apply`, { method: "POST", body: form, headers, redirect: "manual" });

  /**
   * As a browser following the form's action sends it. Node's fetch sets Sec-Fetch-Mode itself (cors), so this goes
   * through Fastify's inject with the encoded body.
   */
  async function sendAsPage(form: FormData, headers: Record<string, string>) {
    const request = new Request(server.url, { method: "POST", body: form });
    const answer = await server.app.inject({
      method: "POST",
      url: "/api/careers/apply",
      headers: { ...headers, "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { status: answer.statusCode, location: answer.headers.location, body: answer.body };
  }

  async function applyWith(values: Record<string, string>, files: FilePart[]): Promise<string> {
    const response = await send(multipart(values, files));
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const filesOf = (id: string) =>
    rows<{ field: string; name: string; media_type: string; bytes: number; sha256: string }>(
      server,
      `select field, name, media_type, bytes, sha256 from application_files where application_id = '${id}' order by field desc`,
    );

  it("stores a PDF CV and a DOCX portfolio sent as multipart, with the type read from the bytes and a checksum", async () => {
    const id = await applyWith(fields, [
      { field: "resumeFile", bytes: cvPdf, name: "Grace Hopper CV.pdf", type: "application/pdf" },
      // The client's name and type say nothing the server trusts: this one calls a DOCX "text/plain".
      { field: "portfolioFile", bytes: portfolioDocx, name: "work.docx", type: "text/plain" },
    ]);
    expect(await filesOf(id)).toEqual([
      {
        field: "resumeFile",
        name: "Grace Hopper CV.pdf",
        media_type: "application/pdf",
        bytes: cvPdf.length,
        sha256: sha256(cvPdf),
      },
      {
        field: "portfolioFile",
        name: "work.docx",
        media_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: portfolioDocx.length,
        sha256: sha256(portfolioDocx),
      },
    ]);
    const [application] = await rows<{ remote_work: boolean; cover_letter: string }>(
      server,
      `select remote_work, cover_letter from job_applications where id = '${id}'`,
    );
    expect(application).toEqual({ remote_work: false, cover_letter: fields.coverLetter });
  });

  it("takes an ODT under any name, and gives it the extension of what it is", async () => {
    const id = await applyWith({ ...fields, email: "odt@example.org" }, [
      { field: "resumeFile", bytes: cvOdt, name: '../../etc/"cv".txt' },
    ]);
    expect(await filesOf(id)).toMatchObject([
      { name: "cv.odt", media_type: "application/vnd.oasis.opendocument.text" },
    ]);
  });

  it("refuses a .pdf name with PNG bytes (400, the file named in details) and stores nothing", async () => {
    const before = await countRows(server, "job_applications");
    const response = await send(
      multipart({ ...fields, email: "png@example.org" }, [
        { field: "resumeFile", bytes: png, name: "cv.pdf", type: "application/pdf" },
      ]),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: apiMessages.invalidInput,
      details: [applicationFileTexts.wrongType("CV file")],
    });
    expect(await countRows(server, "job_applications")).toBe(before);
  });

  it("takes a file of exactly 10 MB and refuses 10 MB + 1 byte with 413 and a message naming the file", async () => {
    await applyWith({ ...fields, email: "ten@example.org" }, [
      { field: "resumeFile", bytes: pdfOfSize(MB10), name: "big.pdf" },
    ]);
    const before = await countRows(server, "job_applications");
    const response = await send(
      multipart({ ...fields, email: "eleven@example.org" }, [
        { field: "portfolioFile", bytes: pdfOfSize(MB10 + 1), name: "bigger.pdf" },
      ]),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: applicationFileTexts.requestTooLarge,
      details: [applicationFileTexts.tooLarge("Portfolio file")],
    });
    expect(await countRows(server, "job_applications")).toBe(before);
  });

  it("refuses an empty file, takes an empty file input as no file, and names bad fields and the file together", async () => {
    const empty = await send(
      multipart({ ...fields, email: "empty@example.org" }, [
        { field: "resumeFile", bytes: Buffer.alloc(0), name: "cv.pdf" },
      ]),
    );
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { details: string[] }).details).toEqual([
      applicationFileTexts.empty("CV file"),
    ]);
    // What a browser sends for a file input left empty: a part with no name and no bytes.
    const none = await applyWith({ ...fields, email: "nofile@example.org" }, [
      { field: "resumeFile", bytes: Buffer.alloc(0), name: "" },
    ]);
    expect(await filesOf(none)).toEqual([]);
    const both = await send(
      multipart({ ...fields, email: "not-an-address" }, [{ field: "resumeFile", bytes: png, name: "a.pdf" }]),
    );
    expect(((await both.json()) as { details: string[] }).details).toEqual([
      "Please enter a valid email address",
      applicationFileTexts.wrongType("CV file"),
    ]);
  });

  it("answers a retry with the same Idempotency-Key and file with the first answer, storing it once", async () => {
    const headers = { "idempotency-key": "cv-files-retry-1" };
    const values = { ...fields, email: "retry@example.org" };
    const file = { field: "resumeFile", bytes: cvPdf, name: "cv.pdf" };
    const first = await send(multipart(values, [file]), headers);
    const again = await send(multipart(values, [file]), headers);
    expect(first.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const other = await send(multipart(values, [{ ...file, bytes: cvOdt }]), headers);
    expect(other.status).toBe(409);
    expect(
      await rows(server, "select 1 from job_applications where email = 'retry@example.org'"),
    ).toHaveLength(1);
  });

  it("answers the form sent without JavaScript with 303: back to the page with the problem and the values, or to the thank-you page", async () => {
    const navigation = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", accept: "text/html" };
    const refused = await sendAsPage(
      multipart({ ...fields, email: "nojs@example.org", remoteWork: "true" }, [
        { field: "resumeFile", bytes: png, name: "cv.pdf" },
      ]),
      navigation,
    );
    expect(refused.status, refused.body).toBe(303);
    expect(refused.location).toBe(publicFormPages.application.page);
    const [flash] = await rows<{
      payload: {
        summary: { message: string };
        errors: Record<string, string>;
        values: Record<string, unknown>;
      };
    }>(server, "select payload from form_flashes order by expires_at desc limit 1");
    expect(flash!.payload.errors).toEqual({ resumeFile: applicationFileTexts.wrongType("CV file") });
    // Everything typed comes back; the file cannot be given back, and no file field is among the values.
    expect(flash!.payload.values).toMatchObject({
      name: fields.name,
      email: "nojs@example.org",
      coverLetter: fields.coverLetter,
      remoteWork: true,
    });
    expect(flash!.payload.values).not.toHaveProperty("resumeFile");
    expect(flash!.payload.summary.message).toContain(applicationFileTexts.wrongType("CV file"));

    const stored = await sendAsPage(
      multipart({ ...fields, email: "nojs@example.org" }, [
        { field: "resumeFile", bytes: cvPdf, name: "cv.pdf" },
      ]),
      navigation,
    );
    expect(stored.status, stored.body).toBe(303);
    expect(stored.location).toBe(publicFormPages.application.thanks);
    const [row] = await rows<{ id: string }>(
      server,
      "select id from job_applications where email = 'nojs@example.org'",
    );
    expect(await filesOf(row!.id)).toHaveLength(1);
  });

  it("refuses a multipart post from another site's page", async () => {
    const response = await sendAsPage(
      multipart({ ...fields, email: "cross@example.org" }, [
        { field: "resumeFile", bytes: cvPdf, name: "cv.pdf" },
      ]),
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
    );
    expect(response.status).toBe(403);
  });

  it("lists the files to staff and downloads one as an attachment in a sandbox, recorded in the audit log", async () => {
    const id = await applyWith({ ...fields, email: "download@example.org" }, [
      { field: "resumeFile", bytes: cvPdf, name: 'C:\\Users\\grace\\my "best" cv (final)!.pdf' },
    ]);
    const detail = await server.request("GET", `/api/staff/inbox/application/${id}`, {
      headers: staff.headers,
    });
    const { files } = (await detail.json()) as { files: { id: string; name: string; sha256: string }[] };
    expect(files).toEqual([
      expect.objectContaining({ field: "resumeFile", name: "my-best-cv-final.pdf", sha256: sha256(cvPdf) }),
    ]);
    const path = `/api/staff/inbox/application/${id}/files/${files[0]!.id}`;
    expect((await server.request("GET", path)).status).toBe(401);

    const response = await server.request("GET", path, { headers: staff.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="my-best-cv-final.pdf"');
    expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(cvPdf)).toBe(true);
    const audit = await rows<{ action: string }>(
      server,
      `select action from audit_log where target_id = '${id}' and action = 'download-file'`,
    );
    expect(audit).toHaveLength(1);

    const missing = await server.request(
      "GET",
      `/api/staff/inbox/application/${id}/files/${crypto.randomUUID()}`,
      {
        headers: staff.headers,
      },
    );
    expect(missing.status).toBe(404);
  });

  it("lists the files in the applicant's data export, without their bytes", async () => {
    const me = await verifiedAccount(server);
    const id = await applyWith({ ...fields, email: me.email }, [
      { field: "portfolioFile", bytes: portfolioDocx, name: "portfolio.docx" },
    ]);
    const download = await server.request("GET", "/api/account/data", { headers: me.headers });
    expect(download.status).toBe(200);
    const data = (await download.json()) as { applications: { id: string; files: unknown[] }[] };
    expect(data.applications.find((application) => application.id === id)!.files).toEqual([
      {
        id: expect.any(String),
        field: "portfolioFile",
        name: "portfolio.docx",
        mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: portfolioDocx.length,
        sha256: sha256(portfolioDocx),
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it("erases the files with the address's applications", async () => {
    const email = "erase.files@example.org";
    const id = await applyWith({ ...fields, email }, [
      { field: "resumeFile", bytes: cvPdf, name: "cv.pdf" },
      { field: "portfolioFile", bytes: cvOdt, name: "p.odt" },
    ]);
    const { removed } = await eraseAddress(server.database.db, email);
    expect(removed.application_files).toBe(2);
    expect(removed.job_applications).toBe(1);
    expect(await filesOf(id)).toEqual([]);
  });

  it("purges the files with applications past APPLICATION_RETENTION_DAYS", async () => {
    const id = await applyWith({ ...fields, email: "old.files@example.org" }, [
      { field: "resumeFile", bytes: cvPdf, name: "cv.pdf" },
    ]);
    await rows(
      server,
      `update job_applications set created_at = now() - interval '400 days' where id = '${id}'`,
    );
    const removed = await purgeExpired(server.database.db, 180);
    expect(removed.application_files).toBeGreaterThanOrEqual(1);
    expect(await filesOf(id)).toEqual([]);
  });
});

describe(`application files and the rate limit on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FORM_RATE_LIMIT: "2" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("counts a multipart application like a JSON one: the third from one network is refused with 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${server.url}/api/careers/apply`, {
        method: "POST",
        body: multipart({ ...fields, email: `limit${attempt}@example.org` }, [
          { field: "resumeFile", bytes: cvPdf, name: "cv.pdf" },
        ]),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await countRows(server, "application_files")).toBe(2);
  });
});
