/**
 * Runs `work` with `ms` milliseconds to answer (a server render waiting on the API): its
 * result, or undefined once the time is up, when `work`'s signal is aborted so the calls it
 * makes stop. A failure of `work` within the time rejects as it is.
 */
export async function withinDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T | undefined> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(undefined);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
