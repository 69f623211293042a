/**
 * Changes that wait before they are sent (a line's quantity, debounced 600 ms: spec shop §4, §9),
 * kept outside React so that nothing is lost when what scheduled them goes away: the cart panel
 * closing unmounts its lines, and a line then sends its waiting change at once (`flush`), it does
 * not drop it. `settle()` sends every waiting change and waits for every one on the wire: the
 * checkout hands over the cart only after that (issue 23 §7).
 */
export interface PendingChanges {
  /** Sends `send` after `delayMs`, replacing a change still waiting under the same key. `send` answers whether it was made. */
  schedule(key: string, send: () => Promise<boolean>, delayMs: number): void;
  /** Sends the change waiting under `key` now; resolves with its answer (true when none waited). */
  flush(key: string): Promise<boolean>;
  /** Drops the change waiting under `key` without sending it. */
  cancel(key: string): void;
  /** Whether a change waits under `key` (not yet sent). */
  isWaiting(key: string): boolean;
  /** Sends every waiting change now and resolves once none is waiting or on the wire: false when one failed. */
  settle(): Promise<boolean>;
}

export function pendingChanges(): PendingChanges {
  const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; send: () => Promise<boolean> }>();
  const inFlight = new Set<Promise<boolean>>();

  const run = (key: string): Promise<boolean> => {
    const entry = waiting.get(key);
    if (!entry) return Promise.resolve(true);
    clearTimeout(entry.timer);
    waiting.delete(key);
    // Sent now, not a tick later. The sender reports its own failures (a line's error): here a
    // throw is only "not made".
    let answer: Promise<boolean>;
    try {
      answer = entry.send().catch(() => false);
    } catch {
      answer = Promise.resolve(false);
    }
    const sent: Promise<boolean> = answer.finally(() => inFlight.delete(sent));
    inFlight.add(sent);
    return sent;
  };

  return {
    schedule(key, send, delayMs) {
      const earlier = waiting.get(key);
      if (earlier) clearTimeout(earlier.timer);
      waiting.set(key, { timer: setTimeout(() => void run(key), delayMs), send });
    },
    flush: run,
    cancel(key) {
      const entry = waiting.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      waiting.delete(key);
    },
    isWaiting: (key) => waiting.has(key),
    async settle() {
      let made = true;
      // Until nothing waits and nothing is on the wire (an answer may come with a new change).
      while (waiting.size > 0 || inFlight.size > 0) {
        for (const key of [...waiting.keys()]) void run(key);
        const answers = await Promise.all([...inFlight]);
        made &&= answers.every(Boolean);
      }
      return made;
    },
  };
}
