import { RegisterForm } from "../../features/auth/register-page.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("register-form", RegisterForm);
