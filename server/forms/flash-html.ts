import { spamFields } from "../../contract/form-text.ts";
import type { AccountForm } from "../../contract/account-forms.ts";
import type { PublicForm } from "../../contract/public-forms.ts";
import type { FormFlash } from "./form-flash.ts";

// Fills a prerendered form page with what a plain form post left behind (ADR 0007): the failure banner in the form's
// status region, each field's value and problem. The markers are the form kit's: <form data-form="contact"> and,
// inside it, <div data-form-status>. React renders attributes with double quotes and escapes their values, so the
// controls can be found by their name="…" attribute.

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function setAttribute(tag: string, name: string, value: string | undefined): string {
  const without = tag.replace(new RegExp(`\\s${name}="[^"]*"`), "");
  if (value === undefined) return without;
  return without.replace(/^<(\w+)/, `<$1 ${name}="${escapeHtml(value)}"`);
}

/** The classes of the error AlertBanner (app/components/ui/alert-banner.tsx) and of a field's error line. */
const BANNER_CLASSES =
  "flex items-start gap-3 rounded-(--radius-control) border p-4 text-sm border-red-300 bg-red-50 text-red-900";
const FIELD_ERROR_CLASSES = "text-sm font-medium text-red-700";

function bannerHtml(flash: FormFlash): string {
  const list =
    flash.summary.details.length > 0
      ? `<ul class="mt-2 list-disc pl-5">${flash.summary.details.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : "";
  return `<div role="alert" class="${BANNER_CLASSES}"><div><p>${escapeHtml(flash.summary.message)}</p>${list}</div></div>`;
}

/** One control (its opening tag, and for textarea and select its content and closing tag) with value and error. */
function fillControl(
  flash: FormFlash,
  kind: "input" | "textarea" | "select",
  open: string,
  inner = "",
): string {
  const name = attribute(open, "name");
  if (!name || name === spamFields.honeypot) return kind === "input" ? open : `${open}${inner}</${kind}>`;
  const value = flash.values[name];
  let tag = open;
  if (kind === "input") {
    const type = attribute(open, "type") ?? "text";
    if (type === "checkbox") {
      tag = tag.replace(/\schecked=""/, "");
      if (value === true) tag = setAttribute(tag, "checked", "");
    } else if (type !== "hidden" && type !== "submit" && typeof value === "string") {
      tag = setAttribute(tag, "value", value);
    }
  } else if (kind === "textarea" && typeof value === "string") {
    inner = escapeHtml(value);
  } else if (kind === "select" && typeof value === "string") {
    inner = inner
      .replace(/\sselected=""/g, "")
      .replace(`<option value="${escapeHtml(value)}"`, `<option selected="" value="${escapeHtml(value)}"`);
  }
  const error = flash.errors[name];
  let after = "";
  if (error) {
    const errorId = `form-error-${name}`;
    const describedBy = [attribute(tag, "aria-describedby"), errorId].filter(Boolean).join(" ");
    tag = setAttribute(setAttribute(tag, "aria-invalid", "true"), "aria-describedby", describedBy);
    after = `<p id="${errorId}" class="${FIELD_ERROR_CLASSES}">${escapeHtml(error)}</p>`;
  }
  return kind === "input" ? tag + after : `${tag}${inner}</${kind}>${after}`;
}

/**
 * The page with the form's problems and values shown, and without its scripts: the page is not hydrated, so React
 * never meets markup it did not render, and the form works as a plain form (ADR 0007). Undefined when the page has
 * no such form.
 */
export function renderFlashPage(
  html: string,
  form: PublicForm | AccountForm,
  flash: FormFlash,
): string | undefined {
  const marker = html.indexOf(`data-form="${form}"`);
  if (marker === -1) return undefined;
  const start = html.lastIndexOf("<form", marker);
  const end = html.indexOf("</form>", marker);
  if (start === -1 || end === -1) return undefined;
  let formHtml = html.slice(start, end);
  formHtml = formHtml
    .replace(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/g, (match, inner: string) =>
      fillControl(flash, "textarea", match.slice(0, match.indexOf(">") + 1), inner),
    )
    .replace(/<select\b[^>]*>([\s\S]*?)<\/select>/g, (match, inner: string) =>
      fillControl(flash, "select", match.slice(0, match.indexOf(">") + 1), inner),
    )
    .replace(/<input\b[^>]*>/g, (match) => fillControl(flash, "input", match))
    .replace(/(<div\b[^>]*\sdata-form-status=""[^>]*>)/, (match) => match + bannerHtml(flash));
  const page = html.slice(0, start) + formHtml + html.slice(end);
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}
