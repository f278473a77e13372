import { useEffect, useId, useRef, useState } from "react";
import { subscriptionTexts } from "../../../contract/subscription.ts";
import { Button } from "../../components/ui/button.tsx";
import { SubscribeForm } from "./subscribe-form.tsx";

/**
 * The Events page's "Subscribe to Events" button: it reveals a small email form (POST /api/events/subscribe) and
 * moves focus into it.
 */
export function EventsSubscribeForm() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [focusPending, setFocusPending] = useState(false);

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
          aria-controls={panelId}
          onClick={() => {
            setOpen((value) => !value);
            setFocusPending(!open);
          }}
        >
          {subscriptionTexts.events.submit}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="max-w-xl">
        <SubscribeForm list="events" label="Event announcements sign-up" inputRef={inputRef} />
      </div>
    </div>
  );
}
