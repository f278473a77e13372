// Dates are written as ISO in content and shown in one fixed format, independent of the visitor's locale, so the
// prerendered HTML and the hydrated page agree, and the server's pages (the newsletter archive) write them alike.
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** "2025-05" -> "May 2025". */
export function formatMonth(isoMonth: string): string {
  const [year, month] = isoMonth.split("-").map(Number);
  return `${months[(month ?? 1) - 1]} ${year}`;
}

/** One end of an ISO 8601 period: "2023" stays, "2023-05" is "May 2023", "2023-05-04" is "4 May 2023". */
function formatPoint(iso: string): string {
  if (/^\d{4}$/.test(iso)) return iso;
  if (/^\d{4}-\d{2}$/.test(iso)) return formatMonth(iso);
  return formatDate(iso);
}

/** "2023-01-01/2024-12-31" -> "1 January 2023 to 31 December 2024"; an open end ("..") -> "since …, ongoing". */
export function formatPeriod(interval: string): string {
  const [start = "", end = ""] = interval.split("/");
  if (end === "..") return `Since ${formatPoint(start)}, ongoing`;
  return `${formatPoint(start)} to ${formatPoint(end)}`;
}
