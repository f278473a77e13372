import CircleCheck from "lucide-react/icons/circle-check";
import { useState } from "react";
import { signedInTexts } from "../../../contract/auth-texts.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { takeJustRegistered } from "./just-registered.ts";

/** The notice's frame, the same before the island starts and after, so nothing moves when it fills in. */
function NoticeFrame({ title, text, className = "" }: { title: string; text: string; className?: string }) {
  return (
    <section
      aria-labelledby="signed-in-notice"
      className={`mb-6 flex flex-col gap-3 rounded-(--radius-control) border border-brand-300 bg-brand-50 p-4 text-brand-900 ${className}`}
    >
      <h2 id="signed-in-notice" className="flex items-center gap-2 font-sans text-base text-brand-900">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      {/* A long address may break anywhere rather than run out of the card (EmailText's file is not worth it here). */}
      <p className="text-sm [overflow-wrap:anywhere]">{text}</p>
      <ButtonLink to="/account" className="self-start">
        {signedInTexts.continue}
      </ButtonLink>
    </section>
  );
}

/**
 * Above the sign-in form, for a visitor who is signed in already (ADR 0041): after registering (registration sends the new
 * member here), that the account is created and a link is in their inbox; otherwise that this browser is signed in.
 * Either way, the way on is their account; the form stays below for another account.
 */
export function SignedInNotice({ email }: { email: string }) {
  // Read once, on the first render after hydration: a reload of the page is no longer "just registered".
  const [registered] = useState(() => takeJustRegistered() !== null);
  return registered ? (
    <NoticeFrame title={signedInTexts.registeredTitle} text={signedInTexts.registered(email)} />
  ) : (
    <NoticeFrame title={signedInTexts.signedInTitle} text={signedInTexts.signedInAs(email)} />
  );
}

/** Before the island starts: shown (by CSS) only when the browser holds a session, in the notice's own frame. */
export function StoredSessionNotice() {
  return (
    <NoticeFrame
      title={signedInTexts.signedInTitle}
      text={signedInTexts.signedInHere}
      className="hidden session-stored:flex"
    />
  );
}
