import * as z from "zod/mini";

// The contract schemas use zod's functional API (zod/mini), so the browser bundle of the form pages keeps only the
// checks they use instead of all of zod. zod/mini registers no locale by itself; English is set here so every
// default message (e.g. "Invalid input: expected boolean, received string") stays what the API has always sent.
// zod's default parser probes `new Function("")` to decide whether it may compile fast paths. Under the site's
// Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation, so every contract module
// imports zod from here, with code generation turned off.
z.config({ ...z.locales.en(), jitless: true });

export { z };
