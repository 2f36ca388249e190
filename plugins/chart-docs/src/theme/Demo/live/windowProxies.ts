import type {CallbackGuard} from './callbackGuard';

/**
 * Edited code's `window`, `globalThis`, `self` and `document`: the real ones,
 * except that timers are the code's guarded timers (cleared with the code),
 * listeners it adds are wrapped like its event handlers and removed when the
 * code is replaced, and `eval` and `Function` are the guarded ones. So
 * `window.setInterval(busy)` or `document.addEventListener('click', ...)` no
 * longer outlive an edit. Everything else reads and writes the real objects.
 */

type Listener = EventListenerOrEventListenerObject;

export interface EditedCodeGlobals {
  window: Window;
  document: Document;
}

interface Options {
  callbacks: CallbackGuard;
  eval: (code: unknown) => unknown;
  Function: FunctionConstructor;
}

/** Methods of the real object, bound to it, once each: `window.fetch === window.fetch` stays true. */
function methodReader(target: object): (value: unknown) => unknown {
  type Method = (...args: never[]) => unknown;
  const bound = new WeakMap<Method, Method>();
  return (value) => {
    // Constructors (they have a `prototype`) stay as they are: `new window.Map()` must still work.
    if (typeof value !== 'function' || Object.prototype.hasOwnProperty.call(value, 'prototype')) return value;
    const fn = value as Method;
    let method = bound.get(fn);
    if (!method) {
      method = fn.bind(target);
      bound.set(fn, method);
    }
    return method;
  };
}

export function createEditedCodeGlobals({
  callbacks,
  eval: guardedEval,
  Function: guardedFunction,
}: Options): EditedCodeGlobals {
  const added: Array<[EventTarget, string, Listener, boolean | EventListenerOptions | undefined]> = [];
  // The listeners go with the code, as its timers do.
  callbacks.onDispose(() => {
    for (const [target, type, listener, options] of added.splice(0)) {
      target.removeEventListener(type, listener, options);
    }
  });

  const listenerMethods = (target: EventTarget) => ({
    addEventListener(type: string, listener: Listener | null, options?: boolean | AddEventListenerOptions) {
      if (!listener) return;
      const guarded = typeof listener === 'function' ? callbacks.wrap(listener) : listener;
      target.addEventListener(type, guarded, options);
      added.push([target, type, guarded, options]);
    },
    removeEventListener(type: string, listener: Listener | null, options?: boolean | EventListenerOptions) {
      if (!listener) return;
      const guarded = typeof listener === 'function' ? callbacks.wrap(listener) : listener;
      target.removeEventListener(type, guarded, options);
    },
  });

  const proxy = <T extends object>(target: T, overrides: Record<string, unknown>): T => {
    const read = methodReader(target);
    return new Proxy(target, {
      get(object, key) {
        if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(overrides, key)) return overrides[key];
        return read(Reflect.get(object, key));
      },
      set(object, key, value) {
        return Reflect.set(object, key, value);
      },
    });
  };

  const windowOverrides: Record<string, unknown> = {
    ...callbacks.timers,
    ...listenerMethods(window),
    eval: guardedEval,
    Function: guardedFunction,
  };
  const editedWindow = proxy(window, windowOverrides);
  windowOverrides.window = editedWindow;
  windowOverrides.globalThis = editedWindow;
  windowOverrides.self = editedWindow;
  const editedDocument = proxy(document, {...listenerMethods(document), defaultView: editedWindow});
  windowOverrides.document = editedDocument;

  return {
    window: editedWindow,
    document: editedDocument,
  };
}
