import { useEffect, useId, useRef, useState } from "react";
import { subscriptionTexts } from "../../../contract/subscription.ts";
import { Button } from "../../components/ui/button.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { SubscribeForm } from "./subscribe-form.tsx";

/**
 * The Events page's "Subscribe to Events" button: it reveals a small email form (POST /api/events/subscribe) and
 * moves focus into it. Without JavaScript the button can do nothing, so the form is shown as it is instead.
 */
export function EventsSubscribeForm() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [focusPending, setFocusPending] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (open && focusPending) {
      inputRef.current?.focus();
    }
  }, [open, focusPending]);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          aria-expanded={open}
          aria-controls={hydrated ? panelId : undefined}
          onClick={() => {
            setOpen((value) => !value);
            setFocusPending(!open);
          }}
        >
          {subscriptionTexts.events.submit}
        </Button>
      </div>
      {hydrated ? (
        <div id={panelId} hidden={!open} className="max-w-xl">
          <SubscribeForm list="events" label="Event announcements sign-up" inputRef={inputRef} />
        </div>
      ) : (
        <noscript>
          <div className="max-w-xl">
            <SubscribeForm list="events" label="Event announcements sign-up" />
          </div>
        </noscript>
      )}
    </div>
  );
}
