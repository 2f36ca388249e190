import {documentHasLiveEditorPolicy, needsFullLoad} from '../liveEditorPolicy';

function page(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('the live editor policy of the loaded document', () => {
  const withDemo = page('<section data-demo-id="line-basic"><button>Show code</button></section>');
  const withoutDemo = page('<h1>Changelog</h1><pre><code>&lt;section data-demo-id="line-basic"&gt;</code></pre>');

  it('is known from the server-rendered page: a demo block means the policy allows eval', () => {
    expect(documentHasLiveEditorPolicy(withDemo)).toBe(true);
    expect(documentHasLiveEditorPolicy(withoutDemo)).toBe(false);
  });

  it('asks for a full load only when a page with a demo shows in a document loaded without one', () => {
    expect(needsFullLoad(false, withDemo)).toBe(true);
    expect(needsFullLoad(false, withoutDemo)).toBe(false);
    expect(needsFullLoad(true, withDemo)).toBe(false);
    expect(needsFullLoad(true, withoutDemo)).toBe(false);
  });
});
