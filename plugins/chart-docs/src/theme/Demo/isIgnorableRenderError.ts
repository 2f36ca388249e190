import {errorMessage} from '@site/plugins/site-shell/src/client';

/**
 * Errors a demo may raise that say nothing about the demo's code: a state
 * update after the chart unmounted (the previous render of an edited demo),
 * and the server renderer's refusal of portals. The demo keeps showing and
 * no error message appears for these.
 */

const IGNORED = [
  /unmounted component/i,
  /ReactDOMServer does not yet support Portals/i,
  /portals? (are|is) not (currently )?supported by the server renderer/i,
];

export function isIgnorableRenderError(error: unknown): boolean {
  const message = errorMessage(error);
  return IGNORED.some((pattern) => pattern.test(message));
}
