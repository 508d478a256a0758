-- Search matches in memory now (db/queries/search.ts reads product_search whole whenever products
-- changed): the trigram index over product_search's joined fields has no reader left.
DROP INDEX "product_search_words_trgm_idx";
