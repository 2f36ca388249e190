/**
 * Edited code may change the built-in objects every script on the page
 * shares (`Array.prototype.x = ...`, `Object.prototype.polluted = 1`), and
 * such a change would outlive the code: later edits, the option controls and
 * the chart engine would all see it. A snapshot of their own properties,
 * taken before code runs, is put back before the next code runs.
 * A built-in the code froze (`Object.freeze(Array.prototype)`) cannot be put
 * back (SECURITY.md, "What edited code can and cannot do").
 */
const BUILT_INS: readonly object[] = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
  Symbol.prototype,
  BigInt.prototype,
  Promise.prototype,
  RegExp.prototype,
  Date.prototype,
  Map.prototype,
  Set.prototype,
  WeakMap.prototype,
  WeakSet.prototype,
  Error.prototype,
  Object,
  Array,
  Promise,
  JSON,
  Math,
  Reflect,
];

type Saved = ReadonlyArray<[object, Map<PropertyKey, PropertyDescriptor>]>;

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return (
    a.value === b.value &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

function restore(saved: Saved): void {
  for (const [target, properties] of saved) {
    for (const key of Reflect.ownKeys(target)) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      const before = properties.get(key);
      try {
        if (!before) {
          Reflect.deleteProperty(target, key);
        } else if (now && !sameDescriptor(now, before)) {
          Object.defineProperty(target, key, before);
        }
      } catch {
        // A frozen or non-configurable change cannot be undone; the rest still is.
      }
    }
    for (const [key, before] of properties) {
      if (!Object.prototype.hasOwnProperty.call(target, key)) {
        try {
          Object.defineProperty(target, key, before);
        } catch {
          // As above.
        }
      }
    }
  }
}

/** Records the built-ins as they are; the returned function puts them back so. */
export function snapshotBuiltIns(): () => void {
  const saved: Saved = BUILT_INS.map((target) => [
    target,
    new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)!])),
  ]);
  return () => restore(saved);
}

let undoLastRun: (() => void) | null = null;

/**
 * Called right before edited code runs: what earlier edited code changed in
 * the built-ins is undone, and a new snapshot is taken for the next run.
 */
export function beforeEditedCodeRuns(): void {
  undoLastRun?.();
  undoLastRun = snapshotBuiltIns();
}
