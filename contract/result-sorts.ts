/**
 * The ways a results page can be sorted: a constant alone, so that code reading a results URL
 * in the browser (src/lib/search/filters.ts) builds none of the contract's schemas for it.
 */
export const RESULT_SORTS = ['price', '-price', 'rating', 'stars', 'distance'] as const;
