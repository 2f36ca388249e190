import React from 'react';
import {asError} from '@site/plugins/site-shell/src/client';

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
type Component = (props: unknown) => unknown;

/**
 * A function component of the edited code, rendering as itself except that
 * a thrown value that is not an Error (`throw null`) is thrown as an Error
 * describing it: react-live and React's boundaries read errors as objects.
 */
function errorsAsErrors(components: WeakMap<Component, Component>, type: Component): Component {
  let wrapped = components.get(type);
  if (!wrapped) {
    wrapped = function EditedComponent(props: unknown) {
      try {
        return type(props);
      } catch (thrown) {
        throw asError(thrown);
      }
    };
    Object.defineProperty(wrapped, 'name', {value: type.name || 'EditedComponent'});
    components.set(type, wrapped);
  }
  return wrapped;
}

function isFunctionComponent(type: unknown): type is Component {
  // Classes have a prototype marked by React; plain and arrow functions do not.
  const prototype = (type as {prototype?: {isReactComponent?: unknown}} | null)?.prototype;
  return typeof type === 'function' && !prototype?.isReactComponent;
}

export function guardedReact(wrap: Wrap): typeof React {
  const components = new WeakMap<Component, Component>();
  const effect =
    (hook: typeof React.useEffect): typeof React.useEffect =>
    (create, deps) =>
      hook(() => {
        try {
          const cleanup = create();
          return typeof cleanup === 'function'
            ? () => {
                try {
                  cleanup();
                } catch (thrown) {
                  throw asError(thrown);
                }
              }
            : cleanup;
        } catch (thrown) {
          throw asError(thrown);
        }
      }, deps);
  const createElement = (rawType: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => {
    const type = isFunctionComponent(rawType) ? errorsAsErrors(components, rawType) : rawType;
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
  return {
    ...React,
    createElement,
    useEffect: effect(React.useEffect),
    useLayoutEffect: effect(React.useLayoutEffect),
  } as typeof React;
}
