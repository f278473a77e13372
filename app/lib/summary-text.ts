/**
 * A page's meta description from a longer text: the first sentences that fit in `limit` characters, else the text cut
 * at a word boundary with an ellipsis. Search engines show about 160 characters.
 */
export function summaryText(text: string, limit = 200): string {
  if (text.length <= limit) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let summary = "";
  for (const sentence of sentences) {
    if ((summary + sentence).trim().length > limit) break;
    summary += sentence;
  }
  if (summary.trim()) return summary.trim();
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
