import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingChanges } from './pending-changes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A send whose answer the test gives when it likes. */
function deferredSend() {
  let answer: (made: boolean) => void = () => undefined;
  const send = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
  return { send, answer: (made: boolean) => answer(made) };
}

describe('pendingChanges', () => {
  it('sends once, after the delay since the last change of the same key', () => {
    const pending = pendingChanges();
    const first = vi.fn(async () => true);
    const last = vi.fn(async () => true);
    pending.schedule('l1', first, 600);
    vi.advanceTimersByTime(300);
    pending.schedule('l1', last, 600);
    vi.advanceTimersByTime(599);
    expect(last).not.toHaveBeenCalled();
    expect(pending.isWaiting('l1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    return vi.waitFor(() => expect(last).toHaveBeenCalledOnce());
  });

  it('flush sends the waiting change at once, and the timer sends nothing more', async () => {
    const pending = pendingChanges();
    const send = vi.fn(async () => true);
    pending.schedule('l1', send, 600);
    await expect(pending.flush('l1')).resolves.toBe(true);
    expect(send).toHaveBeenCalledOnce();
    expect(pending.isWaiting('l1')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledOnce();
    // Nothing waiting: nothing sent, nothing failed.
    await expect(pending.flush('l1')).resolves.toBe(true);
  });

  it('cancel drops the waiting change', async () => {
    const pending = pendingChanges();
    const send = vi.fn(async () => true);
    pending.schedule('l1', send, 600);
    pending.cancel('l1');
    vi.advanceTimersByTime(1000);
    await pending.settle();
    expect(send).not.toHaveBeenCalled();
  });

  it('settle sends every waiting change now and resolves only once each is answered', async () => {
    const pending = pendingChanges();
    const one = deferredSend();
    const two = deferredSend();
    pending.schedule('l1', one.send, 600);
    pending.schedule('l2', two.send, 600);
    let settled: boolean | undefined;
    void pending.settle().then((made) => (settled = made));
    await vi.advanceTimersByTimeAsync(0);
    expect(one.send).toHaveBeenCalledOnce();
    expect(two.send).toHaveBeenCalledOnce();
    one.answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeUndefined();
    two.answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('settle waits for a change already on the wire (its timer has fired)', async () => {
    const pending = pendingChanges();
    const one = deferredSend();
    pending.schedule('l1', one.send, 600);
    await vi.advanceTimersByTimeAsync(600);
    expect(one.send).toHaveBeenCalledOnce();
    let settled: boolean | undefined;
    void pending.settle().then((made) => (settled = made));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeUndefined();
    one.answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('settle answers false when a change was not made (refused or thrown)', async () => {
    const pending = pendingChanges();
    pending.schedule('l1', async () => false, 600);
    pending.schedule('l2', async () => true, 600);
    await expect(pending.settle()).resolves.toBe(false);
    pending.schedule('l3', () => Promise.reject(new Error('502')), 600);
    await expect(pending.settle()).resolves.toBe(false);
    await expect(pending.settle()).resolves.toBe(true);
  });
});
