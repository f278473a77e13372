import { LegalDocumentsList } from "../../features/legal/legal-documents-list.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("legal-documents", LegalDocumentsList);
