import { z } from "zod";

// Runs in the browser before the console hydrates. The pages' Content-Security-Policy forbids eval, and
// zod 4 would otherwise probe `new Function` at its first parse: the browser reports that as a CSP
// violation even though zod catches it and falls back to this same non-eval path.
z.config({ jitless: true });
