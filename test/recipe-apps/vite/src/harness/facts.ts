// What a page measured, for the browser check to read (scripts/recipe-apps/check.mjs): one JSON object per page.
const facts: Record<string, unknown> = {};

export function record(name: string, value: unknown): void {
  facts[name] = value;
  document.documentElement.dataset.facts = JSON.stringify(facts);
}

/** Adds one to a counter fact. */
export function count(name: string): void {
  record(name, (typeof facts[name] === 'number' ? facts[name] : 0) + 1);
}

/** The message of what `run` throws, or 'no error'. */
export function thrown(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
