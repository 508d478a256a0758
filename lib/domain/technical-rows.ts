// The shape of a product's technical tables, as stored (db/schema.ts) and as the editor's form
// schema (lib/schemas/product.ts) builds them.

/** One row of a technical table: a label ('Mn', 'Yield strength (MPa)') and its value. */
export type TechnicalRow = { key: string; value: string };
/**
 * A technical table, in the order its editor gave it. Stored as a jsonb array of {key, value}
 * objects: an array keeps its order (jsonb sorts an object's keys by length), and named members
 * read plainly in SQL (row ->> 'key') and in psql, where [key, value] pairs would not say which is which.
 */
export type TechnicalRows = TechnicalRow[];
/**
 * A product's specifications: the lists with a fixed meaning (sizes and packs, which the finder's
 * facets read) and the other specifications as ordered rows.
 */
export type ProductSpecifications = { diameters?: string[]; mesh_size?: string[]; spool_weights?: string[]; rows: TechnicalRows };
