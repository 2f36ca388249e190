import React from 'react';

/** Event handler props (`onClick`, `onPointerMove`, ...), and callbacks such as a chart's `onReady`. */
const HANDLER_PROP = /^on[A-Z]/;

type Wrap = <F extends (...args: never[]) => unknown>(callback: F) => F;

/**
 * React for edited demo code (the JSX compiles to `React.createElement`): the
 * same module, except that function props named `on...` are wrapped by
 * `wrap`, so an error in an event handler reaches the demo instead of the
 * page. The wrapper is the same for the same handler, so props compare equal
 * from render to render.
 */
export function guardedReact(wrap: Wrap): typeof React {
  const createElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => {
    let guardedProps: Record<string, unknown> | null = null;
    for (const [name, value] of Object.entries(props ?? {})) {
      if (typeof value === 'function' && HANDLER_PROP.test(name)) {
        guardedProps ??= {...props};
        guardedProps[name] = wrap(value as () => unknown);
      }
    }
    // Any element type and children go through unchanged; only the props differ.
    return (React.createElement as (...args: unknown[]) => React.ReactElement)(
      type,
      guardedProps ?? props,
      ...children,
    );
  };
  return {...React, createElement} as typeof React;
}
