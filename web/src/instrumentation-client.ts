import { config } from 'zod/v4/core';

// The first time Zod parses an object it tries `new Function` to build a faster parser. Pages
// allow no eval (web/src/security/content-security-policy.ts), so that try is a reported policy
// violation on every page with a form: the browser's Zod parses without generated code.
config({ jitless: true });
