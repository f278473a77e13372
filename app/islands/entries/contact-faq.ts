import { ContactFaq } from "../../features/contact/contact-faq.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("contact-faq", ContactFaq);
