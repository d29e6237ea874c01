/** Shared pieces of the GROQ that uniqueness rules run through the validation client. */
export const validationApiVersion = '2025-02-19';

/**
 * Leaves out the document being validated in all its forms: published id, draft id and any
 * release version (`versions.<release>.<id>`). Params: `$published`, `$draft`.
 */
export const otherDocumentsFilter = '!(_id in [$published, $draft]) && !(_id in path("versions.**"))';
