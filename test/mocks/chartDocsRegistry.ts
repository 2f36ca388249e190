// The chart-docs plugin's generated registry when a test does not mock it with its own entries: empty.
export const charts: never[] = [];
export const demos = {};
export const props = {};
export const events = {};
