import { NewsletterForm } from "../../features/subscriptions/newsletter-form.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("insights-newsletter", NewsletterForm);
