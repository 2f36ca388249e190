declare global {
  interface Window {
    /** Figures of the live editor's type help, read by `npm run bench`. */
    __editorTiming?: {completionMs: number[]};
  }
}

/** Keeps the time of each completion request (the language service's round trip) for the benchmark. */
export function recordCompletionTiming(ms: number): void {
  window.__editorTiming ??= {completionMs: []};
  window.__editorTiming.completionMs.push(ms);
}
