// What the browser knows about the visit before anything paints, written on <html> by a script in <head> (inlined by
// app/layouts/site-layout.astro, hashed into each page's CSP at build), so the prerendered markup can show the right state at once and
// the client:interaction directive (app/islands/interaction-directive.ts, ADR 0016) knows which islands must start without waiting for
// a touch:
//
// - `data-session-stored`: a session token is stored (app/lib/auth-context.tsx, key `token`, ADR 0004);
//   the header script may still find the server refusing it;
// - `data-url-fragment`: the address has a fragment, as the emailed links do (`#token=…`, app/lib/use-fragment-token.ts).
//
// app/app.css turns both into Tailwind variants: `session-stored:` and `url-fragment:`.

/** A plain string (not a function's source), so its bytes and CSP hash are the same in every build. */
export const PAGE_STATE_HEAD_SCRIPT =
  `(function(){var d=document.documentElement;try{if(localStorage.getItem("token"))d.setAttribute("data-session-stored","")}catch(e){}` +
  `if(location.hash.length>1)d.setAttribute("data-url-fragment","")})()`;
