import { ContactForm } from "../../features/contact/contact-form.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("contact-form", ContactForm);
