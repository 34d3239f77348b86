import { z } from 'zod'

// The pages' CSP allows no eval. Zod probes for it (new Function) to compile faster parsers, and in the
// browser that probe is reported as a CSP violation; the server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true })
