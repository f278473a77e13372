import { useEffect, useState } from "react";
import { accountDataTexts } from "../../../../contract/account-data.ts";
import { ApiRequestError, apiRequest, errorMessageFor } from "../../../lib/api-client.ts";

/** What a section that lists the verified address's entries shows: loading, the answer, or why not. */
export type Loaded<T> =
  | { kind: "loading" }
  | { kind: "ready"; data: T }
  | { kind: "unverified" }
  | { kind: "failed"; message: string };

/** GETs an /api/account list with the session's token; an unverified address is a state, not an error. */
export function useAccountList<T>(path: string, token: string, failed: string) {
  const [state, setState] = useState<Loaded<T>>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    apiRequest<T>("GET", path, undefined, { token }).then(
      (data) => {
        if (live) setState({ kind: "ready", data });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiRequestError && error.code === "email-unverified")
          setState({ kind: "unverified" });
        else setState({ kind: "failed", message: errorMessageFor(error, failed) });
      },
    );
    return () => {
      live = false;
    };
  }, [path, token, failed]);
  return [state, setState] as const;
}

/** What a list says while the address is unverified: the page's one banner at the top says why and what to do. */
export const unverifiedText = accountDataTexts.unverifiedList;
