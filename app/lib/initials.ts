/** "Dr. Amara Okafor" -> "AO": first letters of the first and last names, titles ignored. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => !/^(dr|prof|mr|ms|mrs)\.?$/i.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
