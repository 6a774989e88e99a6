/** Thrown by `RenderQueue.run` when every render slot is busy and the queue is full. */
export class RenderQueueFull extends Error {
  constructor() {
    super('every render slot is busy and the render queue is full');
  }
}

/**
 * Bounds the pages rendered at once: at most `concurrency` renders run, up to `queueLimit`
 * more wait their turn (first come, first served), and beyond that `run` refuses at once with
 * RenderQueueFull, so an overload answers quickly instead of piling up work and memory.
 */
export class RenderQueue {
  readonly #concurrency: number;
  readonly #queueLimit: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(concurrency: number, queueLimit: number) {
    this.#concurrency = Math.max(1, concurrency);
    this.#queueLimit = Math.max(0, queueLimit);
  }

  /** Runs `render` when a slot is free; rejects with RenderQueueFull when none will be soon. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.#running < this.#concurrency) this.#running += 1;
    else if (this.#waiting.length < this.#queueLimit)
      // The slot is handed over by the render that frees it (see below), still counted.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else throw new RenderQueueFull();
    try {
      return await render();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
