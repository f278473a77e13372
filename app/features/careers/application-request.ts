import { useSyncExternalStore } from "react";
import type { ApplicableJob } from "./application-dialog.tsx";

/**
 * The last Apply Now press on the Careers page: which job, from which button, and how many presses so far. The Apply
 * Now buttons and the one application dialog are separate islands (each its own React root), so they share this
 * module-level store instead of a React context. It is kept apart from the dialog so that the buttons' island does not
 * load the form.
 */
export interface ApplicationRequest {
  job: ApplicableJob | null;
  opener: HTMLElement | null;
  session: number;
}

const noRequest: ApplicationRequest = { job: null, opener: null, session: 0 };
let request = noRequest;
const listeners = new Set<() => void>();

/** Asks the dialog to open for `job`; focus returns to `opener` when it closes. */
export function requestApplication(job: ApplicableJob, opener: HTMLElement | null): void {
  request = { job, opener, session: request.session + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The last press; at prerender and while hydrating none yet (a press before hydration is applied right after). */
export function useApplicationRequest(): ApplicationRequest {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => noRequest,
  );
}
