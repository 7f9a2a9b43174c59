// zod 4 compiles object parsers with `new Function`, and probes for it when the first `z.object` is
// built; under the console's CSP (no 'unsafe-eval') even that caught probe files a script-src violation
// report. `jitless` parses without generated code and skips the probe. The entry module imports this
// right after the language, so it runs before any module that builds a schema.
import * as z from "zod";

z.config({ jitless: true });
