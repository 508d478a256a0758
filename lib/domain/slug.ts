/** The form of every readable id in an address (products, articles, dealers): db/schema.ts checks it too. */
export const isSlug = (id: unknown): id is string => typeof id === 'string' && id.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id);
