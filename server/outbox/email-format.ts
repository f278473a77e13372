// Notification emails are built from visitor input, so every value is escaped for HTML and header values are
// kept on one line: nothing a visitor types can add markup, links that look like ours, or extra headers.

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** For a header such as Subject: no CR, LF or other control characters, bounded length. */
export function headerSafe(value: string, max = 200): string {
  const line = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export interface EmailField {
  label: string;
  value: string;
  /** Long text shown as its own paragraph block, line breaks kept. */
  multiline?: boolean;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function renderNotification(title: string, subject: string, fields: EmailField[]): RenderedEmail {
  const shown = fields.filter((field) => field.value !== "");
  const text = [
    title,
    "",
    ...shown.map((field) =>
      field.multiline ? `${field.label}:\n${field.value}\n` : `${field.label}: ${field.value}`,
    ),
    "",
    "-- Sent by the Verdant Collective website. Reply to this email to answer the sender.",
  ].join("\n");
  const rows = shown
    .map((field) =>
      field.multiline
        ? `<tr><th colspan="2" style="text-align:left;padding:8px 0 2px">${escapeHtml(field.label)}</th></tr>` +
          `<tr><td colspan="2" style="white-space:pre-wrap;padding:0 0 8px">${escapeHtml(field.value)}</td></tr>`
        : `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(field.label)}</th>` +
          `<td style="padding:2px 0">${escapeHtml(field.value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(headerSafe(subject))}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
<table style="border-collapse:collapse;font-size:14px">
${rows}
</table>
<p style="color:#475569;font-size:12px">Sent by the Verdant Collective website. Reply to this email to answer the sender.</p>
</body></html>`;
  return { subject: headerSafe(subject), text, html };
}
