/**
 * A saved answer older than this is not restored (and the queries stay in memory as long). Its own
 * file: the query client in the entry needs it, the persistence rules and their imports do not.
 */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
