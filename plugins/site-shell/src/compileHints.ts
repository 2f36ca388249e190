import type {ConfigureWebpackUtils} from '@docusaurus/types';

/**
 * V8's explicit compile hint: a script that starts with this comment has all
 * its functions compiled eagerly, on the background thread that already
 * parses the script while it downloads, instead of one by one on the main
 * thread the first time each is called.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The client's main bundle: nearly every module of it runs while the page starts. */
const MAIN_BUNDLE = /^assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * A bundler plugin that puts the hint at the top of the main bundle.
 *
 * The main bundle's start-up and hydration are the page's longest tasks, and
 * both compile React's functions as they first run: with the hint, Chromium
 * (136 and later) does that off the main thread before they run. Browsers
 * without compile hints read an ordinary comment. Only the main bundle gets
 * it: the engine and the editor are used in part, and compiling all of them
 * would cost memory for code that never runs.
 *
 * The banner goes in after minification (which drops comments) and before
 * the content hash, so the file name still follows the bytes.
 */
export function createCompileHintPlugin(bundler: ConfigureWebpackUtils['currentBundler']) {
  const {BannerPlugin, Compilation} = bundler.instance;
  return new BannerPlugin({
    banner: EAGER_COMPILE_HINT,
    raw: true,
    test: MAIN_BUNDLE,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
  });
}
