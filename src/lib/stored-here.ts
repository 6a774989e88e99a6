/**
 * The window event a stored state (`persisted`, src/stores/persisted.ts) sends when this tab
 * changes it, its key as `detail`: islands that wake on that state (`client:interaction`
 * tokens) wake then, as they do on the browser's `storage` event, which only other tabs hear.
 */
export const STORED_HERE_EVENT = 'stored-here';
