import { VerifyEmailStatus } from "../../features/auth/verify-email-page.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("verify-email-status", VerifyEmailStatus);
