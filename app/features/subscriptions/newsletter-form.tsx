import { SubscribeForm } from "./subscribe-form.tsx";

/** The Insights page's newsletter sign-up: stores the subscription (POST /api/newsletter). */
export function NewsletterForm() {
  return <SubscribeForm list="newsletter" label="Newsletter sign-up" />;
}
