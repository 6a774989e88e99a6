import { is, persisted } from './persisted';

const time = (v: unknown) => (v === null ? null : is.finite(v) && v > 0 ? v : undefined);

/** When the visitor last loaded a page (ms since epoch), for the lead pop-up timing. */
export const $visited = persisted<number | null>('visited', null, time);

/** When the visitor last closed the lead pop-up (ms since epoch), or null. */
export const $closed = persisted<number | null>('closed', null, time);
