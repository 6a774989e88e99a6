/**
 * The results session's rules that the script following a sleeping list applies
 * (src/scripts/results-follow.ts): the session the server started kept in the URL and the saved
 * searches, and whether an answer is the page's search. They bring the saved searches' store
 * and the contract's stay schemas, so the follower loads them a task after it starts.
 */
export { browserEnvironment, keepServerSession } from '../stores/results-environment';
export { pageAnswers, POLL_MS } from '../lib/search/session';
