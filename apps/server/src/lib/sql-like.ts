// Search boxes match "contains", case-insensitively: the typed text goes into an ILIKE pattern with its
// own wildcards escaped, so "50%" or "a_b" find themselves and not everything.

/** An ILIKE pattern matching values that contain the text. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
