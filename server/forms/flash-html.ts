import { spamFields } from "../../contract/form-text.ts";
import { errorSummaryTitle } from "../../contract/form-problems.ts";
import type { AccountForm } from "../../contract/account-forms.ts";
import { problemSummaryTitle, publicForms, type PublicForm } from "../../contract/public-forms.ts";
import type { FormFlash } from "./form-flash.ts";

// Fills a prerendered form page with what a plain form post left behind (ADR 0007): in the form's status region the
// error summary of the fields that need fixing (the form kit's, app/components/forms/error-summary.tsx), or the
// failure banner when nothing is wrong with a field (too many submissions); each field's value and problem. The markers are the form kit's: <form data-form="contact"> and,
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
/** The error summary's classes and icon, as app/components/forms/error-summary.tsx renders them. */
const SUMMARY_CLASSES = {
  box: "rounded-(--radius-control) border-2 border-red-700 bg-surface p-4 text-sm text-slate-900",
  title: "flex items-center gap-2 font-sans text-base font-semibold text-red-800",
  list: "mt-2 flex flex-col gap-1 pl-7",
  link: "font-semibold text-red-800 underline underline-offset-4 hover:text-red-900",
};
const ALERT_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-5 shrink-0"><circle cx="12" cy="12" r="10"></circle><line x1="12" x2="12" y1="8" y2="12"></line><line x1="12" x2="12.01" y1="16" y2="16"></line></svg>';

function bannerHtml(flash: FormFlash): string {
  const list =
    flash.summary.details.length > 0
      ? `<ul class="mt-2 list-disc pl-5">${flash.summary.details.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : "";
  return `<div role="alert" class="${BANNER_CLASSES}"><div><p>${escapeHtml(flash.summary.message)}</p>${list}</div></div>`;
}

/**
 * The error summary: its title, then each field's problem in the form's order, a link to the field. It takes the
 * focus as the page opens (autofocus, no script needed), so the browser scrolls to it and a screen reader reads it.
 */
function summaryHtml(title: string, problems: readonly { text: string; fieldId?: string }[]): string {
  const items = problems
    .map(({ text, fieldId }) =>
      fieldId
        ? `<li><a href="#${escapeHtml(fieldId)}" class="${SUMMARY_CLASSES.link}">${escapeHtml(text)}</a></li>`
        : `<li>${escapeHtml(text)}</li>`,
    )
    .join("");
  return (
    `<div role="alert" tabindex="-1" autofocus="" data-error-summary="" class="${SUMMARY_CLASSES.box}">` +
    `<h2 class="${SUMMARY_CLASSES.title}">${ALERT_ICON}${escapeHtml(title)}</h2>` +
    `<ul class="${SUMMARY_CLASSES.list}">${items}</ul></div>`
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The names of the fields a person fills in (not the honeypot, hidden values or buttons). */
function fieldNames(formHtml: string): Set<string> {
  const names = new Set<string>();
  for (const [tag] of formHtml.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = tag.startsWith("<input") ? (attribute(tag, "type") ?? "text") : "";
    if (!name || name === spamFields.honeypot || ["hidden", "submit", "button", "reset"].includes(type))
      continue;
    names.add(name);
  }
  return names;
}

function summaryTitle(form: PublicForm | AccountForm, flash: FormFlash): string {
  return (publicForms as readonly string[]).includes(form)
    ? problemSummaryTitle(form as PublicForm, flash.values)
    : errorSummaryTitle;
}

/** One control (its opening tag, and for textarea and select its content and closing tag) with value and error. */
function fillControl(
  flash: FormFlash,
  kind: "input" | "textarea" | "select",
  open: string,
  inner = "",
  found?: Map<string, string | undefined>,
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
    if (!found?.has(name)) found?.set(name, attribute(tag, "id"));
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
  // The fields with a problem, in the order they are found, with their ids; textareas and selects are filled
  // before inputs, so the order of the page is read from where each field starts.
  const found = new Map<string, string | undefined>();
  let formHtml = html.slice(start, end);
  formHtml = formHtml
    .replace(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/g, (match, inner: string) =>
      fillControl(flash, "textarea", match.slice(0, match.indexOf(">") + 1), inner, found),
    )
    .replace(/<select\b[^>]*>([\s\S]*?)<\/select>/g, (match, inner: string) =>
      fillControl(flash, "select", match.slice(0, match.indexOf(">") + 1), inner, found),
    )
    .replace(/<input\b[^>]*>/g, (match) => fillControl(flash, "input", match, "", found));
  const position = (fieldId: string | undefined) =>
    fieldId === undefined ? Infinity : formHtml.indexOf(`id="${escapeHtml(fieldId)}"`);
  const problems: { text: string; fieldId?: string }[] = [...found]
    .map(([name, fieldId]) => ({ text: flash.errors[name]!, fieldId }))
    .sort((a, b) => position(a.fieldId) - position(b.fieldId));
  for (const [name, text] of Object.entries(flash.errors)) if (!found.has(name)) problems.push({ text });
  // As the form kit does: a form of several fields sums its problems up at the top; a form of one field puts the
  // focus on that field, whose own message says it all.
  let status = "";
  if (problems.length === 0) status = bannerHtml(flash);
  else if (fieldNames(formHtml).size > 1) status = summaryHtml(summaryTitle(form, flash), problems);
  else if (problems[0]!.fieldId) {
    const idAttribute = `id="${escapeHtml(problems[0]!.fieldId)}"`;
    formHtml = formHtml.replace(
      new RegExp(`<(input|select|textarea)\\b([^>]*\\s${escapeRegExp(idAttribute)})`),
      '<$1 autofocus=""$2',
    );
  }
  formHtml = formHtml.replace(/(<div\b[^>]*\sdata-form-status=""[^>]*>)/, (match) => match + status);
  const page = html.slice(0, start) + formHtml + html.slice(end);
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}
