import type {ClientModule} from '@docusaurus/types';
import {EARLY_INPUT_GLOBAL} from '@site/plugins/site-shell/src/client';

type EarlyInputWindow = Window & {[EARLY_INPUT_GLOBAL]?: () => void};

let replayed = false;

/**
 * Hands the clicks and typing the inline early-input script held before
 * hydration (plugins/site-shell earlyInputScript) to the hydrated page. The
 * first route update is dispatched from the hydration commit's layout effect;
 * waiting one frame and a task lets the effects that follow it (handlers
 * attached in `useEffect`, Docusaurus' "is browser" render) run first.
 */
const replayEarlyInput: ClientModule = {
  onRouteDidUpdate() {
    if (replayed) {
      return;
    }
    replayed = true;
    requestAnimationFrame(() => {
      setTimeout(() => (window as EarlyInputWindow)[EARLY_INPUT_GLOBAL]?.(), 0);
    });
  },
};

export default replayEarlyInput;
