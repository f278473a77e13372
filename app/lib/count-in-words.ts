const numberWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** 8 -> "eight"; numbers above twelve stay in digits. */
export function countInWords(count: number): string {
  return numberWords[count] ?? String(count);
}

/**
 * Replaces "{count}" in a text from content/pages/ with the number of entries in words, capitalised at the start of
 * the text: ("{count} open positions", 8) -> "Eight open positions"; ("a {count}-stage method", 4) -> "a four-stage
 * method". Headings that state a count thus always match the list they introduce.
 */
export function withCount(text: string, count: number): string {
  const filled = text.replaceAll("{count}", countInWords(count));
  return text.startsWith("{count}") ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
}
