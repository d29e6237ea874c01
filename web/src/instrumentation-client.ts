declare global {
  // Zod's shared configuration: zod/v4/core adopts this object when it first loads, so a setting
  // written here holds for every copy of Zod without this module importing it.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The first time Zod parses an object it tries `new Function` to build a faster parser. Pages
// allow no eval (web/src/security/content-security-policy.ts), so that try is a reported policy
// violation on every page with a form: the browser's Zod parses without generated code. Zod loads
// only with the islands that check shop answers, so the setting is written to the global Zod
// reads when it loads, not through its `config()` — that import would put Zod's core into every
// page's first load.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
