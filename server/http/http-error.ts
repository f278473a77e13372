/** An error a route can throw to answer with a given status and the API's `{message, details?}` body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: string[] | undefined;
  readonly headers: Record<string, string>;
  constructor(
    statusCode: number,
    message: string,
    options: { details?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
