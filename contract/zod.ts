import { z } from "zod";

// zod's default parser probes `new Function("")` to decide whether it may compile fast paths. Under the site's
// Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation, so every contract module
// imports zod from here, with code generation turned off.
z.config({ jitless: true });

export { z };
