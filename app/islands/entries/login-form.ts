import { LoginForm } from "../../features/auth/login-page.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("login-form", LoginForm);
