/* Runs in the recorder's page before the engine loads. G2Plot's code copies options with tslib's
 * `__assign`, which is `Object.assign` (taken once, on its first call): wrapped here, a copy of watched
 * options goes through the page's hook (page/02-draw.js) and stays watched. Without the hook, and for
 * anything not watched, it is Object.assign. */
'use strict';
(function () {
  const assign = Object.assign;
  Object.assign = function (target, ...sources) {
    const result = assign(target, ...sources);
    const hook = window.__recorderCopied;
    return hook ? hook(result, sources) : result;
  };
})();
