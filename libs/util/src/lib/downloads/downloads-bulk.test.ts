import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_DOWNLOAD_GAP_MS, scheduleBulkDownload, type BulkProgress } from './downloads-bulk';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('scheduleBulkDownload (spec product §4, §8, §9)', () => {
  it('starts one file per 1000 ms, the first at once', async () => {
    const started: Array<[string, number]> = [];
    const t0 = Date.now();
    scheduleBulkDownload(['a', 'b', 'c'], {
      download: async (item) => {
        started.push([item, Date.now() - t0]);
      },
    });
    expect(BULK_DOWNLOAD_GAP_MS).toBe(1000);
    expect(started).toEqual([['a', 0]]);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([
      ['a', 0],
      ['b', 1000],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started.map(([, at]) => at)).toEqual([0, 1000, 2000]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toHaveLength(3);
  });

  it('keeps failures silent but counts them down, and finishes with the saved ones', async () => {
    const progress: BulkProgress[] = [];
    const onFinish = vi.fn();
    scheduleBulkDownload(['a', 'bad', 'c'], {
      download: (item) => (item === 'bad' ? Promise.reject(new Error('404')) : Promise.resolve()),
      onProgress: (value) => progress.push(value),
      onFinish,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith(['a', 'c']);
    expect(progress.at(-1)).toEqual({ total: 3, started: 3, pending: 0 });
    expect(progress.map((entry) => entry.pending)).toContain(1);
  });

  it('survives a download that throws synchronously', async () => {
    const onFinish = vi.fn();
    scheduleBulkDownload(['a', 'b'], {
      download: (item) => {
        if (item === 'a') throw new Error('boom');
        return Promise.resolve();
      },
      onFinish,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onFinish).toHaveBeenCalledWith(['b']);
  });

  it('stops starting files when cancelled', async () => {
    const download = vi.fn(() => Promise.resolve());
    const cancel = scheduleBulkDownload(['a', 'b', 'c'], { download });
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('finishes at once with nothing to do', () => {
    const onFinish = vi.fn();
    scheduleBulkDownload([], { download: () => Promise.resolve(), onFinish });
    expect(onFinish).toHaveBeenCalledWith([]);
  });
});
