import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { apiMessages, type ApiError } from "../../contract/api.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { HttpError } from "./http-error.ts";
import { invalidInputAnswer } from "./route-validation.ts";
import { setResourceHeaders } from "./security-headers.ts";

/** Every API error leaves as JSON `{message, details?}`; bad input is never a 500. */
export function registerErrorHandling(
  app: FastifyInstance,
  onPageNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      const body: ApiError = { message: error.message };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    // A route schema refused the request (server/http/route-validation.ts): one sentence per problem.
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.status(400).send(invalidInputAnswer(error.validation));
    const known = knownClientError(error);
    if (known) return reply.status(known.status).send({ message: known.message } satisfies ApiError);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ message: apiMessages.unavailable } satisfies ApiError);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send({ message: apiMessages.internal } satisfies ApiError);
    }
    return reply.status(status).send({ message: error.message } satisfies ApiError);
  });

  // The site's not-found page; unknown paths under /api get the API plugin's JSON 404 instead (server/api.ts).
  app.setNotFoundHandler(onPageNotFound);
}

/**
 * Fastify's answers to an address its router cannot read, in the API's error shape and without echoing the address.
 * An escape that decodes to nothing is a 400; a path segment longer than any id the API gives is a resource that
 * cannot exist, so 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? [404, apiMessages.notFound] : [400, apiMessages.badAddress];
  // Fastify answers these before its hooks run: the security headers are set here.
  setResourceHeaders(request, reply);
  // A person who typed the address gets a sentence, not JSON.
  if (!request.url.startsWith("/api/"))
    return reply.status(status).type("text/plain; charset=utf-8").send(message);
  return reply.status(status).send({ message } satisfies ApiError);
}

function knownClientError(error: FastifyError): { status: number; message: string } | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, message: apiMessages.malformedJson };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: apiMessages.bodyTooLarge };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, message: apiMessages.unsupportedMediaType };
    default:
      if (error instanceof SyntaxError && error.statusCode === 400)
        return { status: 400, message: apiMessages.malformedJson };
      if (error.validation) return { status: 400, message: apiMessages.invalidInput };
      return undefined;
  }
}
