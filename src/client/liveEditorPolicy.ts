import type {ClientModule} from '@docusaurus/types';

/**
 * The servers allow the live editor's eval (`'unsafe-eval'`) only for pages
 * whose HTML holds a demo block, and a document keeps the policy it was
 * loaded with through every in-app navigation. A visitor who arrived on a
 * page without a demo or live code block (the changelog, the API index, the not-found page) and
 * then follows a link to a page with one would find its editor unable to run
 * edited code, so that page is loaded once more, in full, with its own policy.
 */
const DEMO_BLOCK_SELECTOR = '[data-demo-id], [data-live-codeblock]';

/**
 * Whether the page shown in the document holds a demo block, and so gets the
 * live editor's policy from the servers, which decide by the same HTML
 * (scripts/postbuild/liveEditorPages.mjs). Read at start-up, before React
 * renders anything else, it tells the policy the document was loaded with.
 */
export function documentHasLiveEditorPolicy(doc: Document): boolean {
  return doc.querySelector(DEMO_BLOCK_SELECTOR) !== null;
}

/** Whether the page now shown needs a full load to get the live editor's policy. */
export function needsFullLoad(loadedWithLiveEditorPolicy: boolean, doc: Document): boolean {
  return !loadedWithLiveEditorPolicy && documentHasLiveEditorPolicy(doc);
}

const loadedWithLiveEditorPolicy = typeof document !== 'undefined' && documentHasLiveEditorPolicy(document);

const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (previousLocation && needsFullLoad(loadedWithLiveEditorPolicy, document)) {
      window.location.reload();
    }
  },
};

export default clientModule;
