/** Spec product §4, §9: bulk download saves one file per 1000 ms. */
export const BULK_DOWNLOAD_GAP_MS = 1000;

export interface BulkProgress {
  total: number;
  /** Files whose download has started (the "2" of "Downloading 2 of 5…"). */
  started: number;
  /** Started or waiting files not finished yet; failures count down too (spec product §8). */
  pending: number;
}

export interface BulkOptions<TItem> {
  /** Fetch and save one file; a rejection is silent (spec product §8: blob download failure). */
  download: (item: TItem) => Promise<void>;
  gapMs?: number;
  onProgress?: (progress: BulkProgress) => void;
  /** Once every file has finished (saved or failed); `saved` lists the ones that succeeded. */
  onFinish?: (saved: TItem[]) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Starts the downloads one after the other, `gapMs` apart (the first at once), whatever each
 * download's outcome. Returns a cancel function for the ones not started yet (the page unmounting).
 */
export function scheduleBulkDownload<TItem>(items: readonly TItem[], options: BulkOptions<TItem>): () => void {
  const gap = options.gapMs ?? BULK_DOWNLOAD_GAP_MS;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const progress: BulkProgress = { total: items.length, started: 0, pending: items.length };
  const saved: TItem[] = [];
  let timer: unknown = null;
  let cancelled = false;

  const report = () => options.onProgress?.({ ...progress });
  const settle = (item: TItem, ok: boolean) => {
    if (ok) saved.push(item);
    progress.pending -= 1;
    report();
    if (progress.pending === 0) options.onFinish?.(saved.slice());
  };
  const startNext = () => {
    timer = null;
    if (cancelled || progress.started >= items.length) return;
    const item = items[progress.started] as TItem;
    progress.started += 1;
    report();
    let call: Promise<void>;
    try {
      call = options.download(item);
    } catch {
      call = Promise.reject(new Error('download failed'));
    }
    call.then(
      () => settle(item, true),
      () => settle(item, false),
    );
    if (progress.started < items.length) timer = setTimer(startNext, gap);
  };

  if (items.length === 0) options.onFinish?.([]);
  else startNext();
  return () => {
    cancelled = true;
    if (timer !== null) clearTimer(timer);
  };
}
