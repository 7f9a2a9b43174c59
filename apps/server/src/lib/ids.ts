// Ids are the database's 32-bit integers while the contract accepts any safe integer: an id past the
// column's range names no row, and must reach SQL as a value the column can hold.

/** The largest value of an `integer` column (PostgreSQL and PGlite alike). */
export const MAX_INT = 2_147_483_647;

/** The id to look a row up by: one past the column's range becomes -1, which matches no row. */
export const lookupId = (id: number): number => (id > MAX_INT ? -1 : id);
