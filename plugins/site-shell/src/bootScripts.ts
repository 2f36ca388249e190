import defaultSsrTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {EARLY_INPUT_RELEASE_GLOBAL} from './earlyInputScript';

/** Marks the preload links whose scripts the boot script starts, in document order. */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-boot-script';

/** The loop of Docusaurus' page template that writes the bundle's scripts as `defer` tags in the head. */
const DEFER_SCRIPTS_LOOP = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/**
 * Docusaurus' own page template with one change: the bundle's scripts are
 * preloaded in the head instead of run from `defer` tags.
 *
 * A `defer` script runs as soon as the document is parsed. When it is already
 * at hand (a repeat visit, it is immutable and cached; a fast network) the
 * browser evaluates the whole main bundle and starts hydrating before it has
 * painted anything, so a phone shows a blank page for the ~300 ms that takes.
 * Preloading keeps the download where it was (same moment, same low priority
 * as a deferred script) and the boot script runs the bundle once the first
 * frame is on screen.
 *
 * Deriving the template from Docusaurus' keeps every other part of it in step
 * with upgrades; if the loop it replaces ever changes, the build stops here
 * instead of shipping pages without scripts.
 */
export function getSsrTemplate(template: string = defaultSsrTemplate): string {
  if (!template.includes(DEFER_SCRIPTS_LOOP)) {
    throw new Error(
      '[site-shell] Docusaurus’ page template no longer writes its scripts as expected; update DEFER_SCRIPTS_LOOP in plugins/site-shell/src/bootScripts.ts.',
    );
  }
  return template.replace(
    DEFER_SCRIPTS_LOOP,
    `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${BOOT_SCRIPT_ATTRIBUTE}>
    <% }); %>`,
  );
}

/** Longest wait for the first paint: a page that never reports one still starts. */
export const BOOT_FALLBACK_MS = 3000;

/**
 * Inline script at the end of the body: starts the preloaded bundle scripts,
 * in order, once the browser reports its first paint (a `paint` performance
 * entry, recorded when the frame is on screen; an animation frame callback
 * runs before its frame is shown, too early). Browsers without paint entries
 * start after the first frame; a hidden tab paints nothing, so there the
 * scripts start at once, or as soon as the tab is hidden.
 */
export function getBootScript(): string {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[${BOOT_SCRIPT_ATTRIBUTE}]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      script.async = false;
      // Without the bundle nothing will replay what the early-input script holds.
      script.onerror = function () {
        if (window.${EARLY_INPUT_RELEASE_GLOBAL}) window.${EARLY_INPUT_RELEASE_GLOBAL}();
      };
      document.body.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start, {once: true});
  setTimeout(start, ${BOOT_FALLBACK_MS});
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      start();
    }).observe({type: 'paint', buffered: true});
  } else if (window.requestAnimationFrame) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();`;
}
