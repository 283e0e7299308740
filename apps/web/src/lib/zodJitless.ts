// zod 4 compiles object parsers with `new Function` unless told otherwise; the Content-Security-Policy
// forbids eval, so its probe is reported as a violation. zod reads this global config when it builds
// a schema; setting it here (first import of the entry) costs no zod code on the login page.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
