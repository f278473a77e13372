// Dates are written as ISO in content and shown in one fixed format, independent of the visitor's locale, so the
// prerendered HTML and the hydrated page agree.
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
