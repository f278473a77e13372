import type { FastifyReply, FastifyRequest } from "fastify";
import { publicFormPages, publicForms, type PublicForm } from "../../contract/public-forms.ts";
import { accountFormPages, accountForms, type AccountForm } from "../../contract/account-forms.ts";
import { readCookie } from "../http/cookies.ts";
import type { PageVariant } from "../http/prerendered-pages.ts";
import type { AppServices } from "../services.ts";
import { clearFlashCookie, FLASH_COOKIE, takeFlash } from "./form-flash.ts";
import { renderFlashPage } from "./flash-html.ts";

/**
 * The form pages answered with a flash: after a plain form post the server refused, the visitor's browser comes
 * back to the form's page carrying the flash cookie, and gets the page with the problems and values filled in.
 * Without the cookie (nearly always) the prerendered page is sent as it is.
 */
export function formFlashPages({ database, config }: AppServices): PageVariant {
  const formOfPage = new Map<string, PublicForm | AccountForm>([
    ...publicForms.map((form) => [publicFormPages[form].page, form] as const),
    ...accountForms.map((form) => [accountFormPages[form].page, form] as const),
  ]);
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    html: () => Promise<Buffer>,
  ) => {
    const form = formOfPage.get(urlPath);
    if (!form || readCookie(request.headers.cookie, FLASH_COOKIE) === undefined) return undefined;
    reply.header("set-cookie", clearFlashCookie(config.auth.secureCookies));
    const flash = await takeFlash(database.db, request.headers.cookie, form);
    return flash ? renderFlashPage((await html()).toString("utf8"), form, flash) : undefined;
  };
}
