// Placeholder until the forms issue lands: the Insights page places <NewsletterForm /> where the newsletter belongs.
export function NewsletterForm() {
  return null;
}
