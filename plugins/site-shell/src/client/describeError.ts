/**
 * Any thrown value as one line of text: an Error as `Name: message`, anything
 * else as itself (`null`, `42`, `oops`, `{"code":1}`), never a second error
 * while describing the first (a getter that throws, a cyclic object, an
 * object without a prototype).
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    return `${error.name}: ${error.message}`;
  }
  return describeThrownValue(error);
}

/** The reason alone, for a sentence that names the failed task itself: an Error's message, anything else as itself. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : describeThrownValue(error);
}

/** How a thrown value that is not an Error reads: as it would in the console. */
export function describeThrownValue(value: unknown): string {
  try {
    // A string is shown as the console shows `throw 'oops'` (and as react-live hands its errors over: text).
    if (typeof value === 'string') return value;
    if (value === null || typeof value !== 'object') return String(value);
    return JSON.stringify(value) ?? Object.prototype.toString.call(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * The value as an Error: itself when it is one, else an Error whose message
 * describes it. Code that turns errors into text with `error.toString()` (as
 * react-live does) then shows `throw null` as `Thrown: null` instead of
 * failing on it.
 */
export function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  const error = new Error(describeThrownValue(value));
  error.name = 'Thrown';
  return error;
}
