import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {Router, useHistory, useLocation} from 'react-router-dom';
import {createMemoryHistory, type MemoryHistory} from 'history';
import {anchorOwner, movesToAnchor, useAnchorTab} from '../useAnchorTab';

/**
 * Tabs as ChartTabs has them from Docusaurus (whose theme-common does not load under jest): the tab
 * follows `?tab=`, and selecting one replaces it in the address; only the shown tab's panel is rendered.
 */
function Tabs({panels}: {panels: Record<string, React.ReactNode>}) {
  const location = useLocation();
  const history = useHistory();
  const selected = new URLSearchParams(location.search).get('tab') ?? 'doc';
  const selectValue = (value: string) => history.replace({...history.location, search: `?tab=${value}`});
  useAnchorTab({
    queryKey: 'tab',
    selectedValue: selected,
    shownValue: selected,
    selectValue,
    ownerOf: (id) => (id.startsWith('demo-') ? 'examples' : 'doc'),
  });
  return (
    <>
      <div role="tablist">
        {Object.keys(panels).map((value) => (
          <button key={value} role="tab" aria-selected={value === selected} onClick={() => selectValue(value)}>
            {value}
          </button>
        ))}
      </div>
      <div role="tabpanel">{panels[selected]}</div>
    </>
  );
}

const scrolled: string[] = [];

beforeAll(() => {
  // jsdom lays nothing out: record which element the page scrolls to.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});

function renderPage(history: MemoryHistory) {
  return render(
    <Router history={history}>
      <nav aria-label="On this page">
        <a href="#usage">Usage</a>
        <a href="#api">API</a>
      </nav>
      <Tabs
        panels={{
          doc: (
            <>
              <h2 id="usage">Usage</h2>
              <h2 id="api">API</h2>
            </>
          ),
          examples: <h2 id="demo-pie-basic">Basic pie</h2>,
        }}
      />
    </Router>,
  );
}

describe('useAnchorTab: links to another tab', () => {
  beforeEach(() => {
    scrolled.length = 0;
  });

  it('switches to the tab that holds the heading, lands on it, and Back returns to the first tab', async () => {
    const history = createMemoryHistory({initialEntries: ['/api/pie?tab=examples']});
    renderPage(history);
    expect(await screen.findByRole('heading', {name: 'Basic pie'})).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', {name: 'API'}));

    expect(await screen.findByRole('heading', {name: 'API'})).toBeInTheDocument();
    expect(screen.getByRole('tab', {name: 'doc'})).toHaveAttribute('aria-selected', 'true');
    expect(history.location.search).toBe('?tab=doc');
    expect(history.location.hash).toBe('#api');
    expect(scrolled).toEqual(['api']);

    act(() => history.goBack());
    expect(await screen.findByRole('heading', {name: 'Basic pie'})).toBeInTheDocument();
    expect(screen.getByRole('tab', {name: 'examples'})).toHaveAttribute('aria-selected', 'true');
    expect(history.location.search).toBe('?tab=examples');
  });

  it('does not pull a tab click back to the heading the address still names', async () => {
    const history = createMemoryHistory({initialEntries: ['/api/pie?tab=examples']});
    renderPage(history);
    fireEvent.click(await screen.findByRole('link', {name: 'Usage'}));
    await screen.findByRole('heading', {name: 'Usage'});
    fireEvent.click(screen.getByRole('tab', {name: 'examples'}));
    expect(await screen.findByRole('heading', {name: 'Basic pie'})).toBeInTheDocument();
    expect(history.location.search).toBe('?tab=examples');
    // The same link again (no new address) still leads to the heading.
    fireEvent.click(screen.getByRole('link', {name: 'Usage'}));
    expect(await screen.findByRole('heading', {name: 'Usage'})).toBeInTheDocument();
    expect(scrolled).toEqual(['usage', 'usage']);
  });

  it('leaves a link to a heading of the shown tab to the browser', async () => {
    const history = createMemoryHistory({initialEntries: ['/api/pie?tab=doc']});
    renderPage(history);
    await screen.findByRole('heading', {name: 'Usage'});
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0});
    screen.getByRole('link', {name: 'Usage'}).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(history.length).toBe(1);
  });

  it('waits for a heading its panel draws later (Events, after its data loads)', async () => {
    function Later() {
      const [shown, setShown] = React.useState(false);
      React.useEffect(() => {
        const timer = setTimeout(() => setShown(true), 50);
        return () => clearTimeout(timer);
      }, []);
      return shown ? <h2 id="events">Events</h2> : null;
    }
    const history = createMemoryHistory({initialEntries: ['/api/pie?tab=examples']});
    render(
      <Router history={history}>
        <a href="#events">Events</a>
        <Tabs panels={{doc: <Later />, examples: <h2 id="demo-pie-basic">Basic pie</h2>}} />
      </Router>,
    );
    await screen.findByRole('heading', {name: 'Basic pie'});
    fireEvent.click(screen.getByRole('link', {name: 'Events'}));
    expect(await screen.findByRole('heading', {name: 'Events'})).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(scrolled).toEqual(['events']);
  });

  it('follows a hash typed on the other tab', async () => {
    const history = createMemoryHistory({initialEntries: ['/api/pie?tab=examples']});
    renderPage(history);
    await screen.findByRole('heading', {name: 'Basic pie'});
    act(() => history.push('/api/pie?tab=examples#usage'));
    expect(await screen.findByRole('heading', {name: 'Usage'})).toBeInTheDocument();
    expect(history.location.search).toBe('?tab=doc');
    expect(scrolled).toEqual(['usage']);
  });
});

describe('anchorOwner', () => {
  const ownerOf = (id: string) => (id === 'nowhere' ? undefined : 'doc');

  it('names the tab of an anchor missing from the page, decoded', () => {
    expect(anchorOwner('#caf%C3%A9', () => false, ownerOf)).toEqual({id: 'café', tab: 'doc'});
  });

  it('leaves present, unowned, empty and malformed anchors alone', () => {
    expect(anchorOwner('#usage', () => true, ownerOf)).toBeUndefined();
    expect(anchorOwner('#nowhere', () => false, ownerOf)).toBeUndefined();
    expect(anchorOwner('', () => false, ownerOf)).toBeUndefined();
    expect(anchorOwner('#', () => false, ownerOf)).toBeUndefined();
    expect(anchorOwner('#%E0%A4%A', () => false, ownerOf)).toBeUndefined();
  });
});

describe('movesToAnchor', () => {
  it('is a new hash, not a change of tab alone', () => {
    expect(movesToAnchor({search: '?tab=examples', hash: ''}, {search: '?tab=examples', hash: '#api'})).toBe(true);
    expect(movesToAnchor({search: '?tab=doc', hash: '#api'}, {search: '?tab=examples', hash: '#api'})).toBe(false);
    expect(movesToAnchor({search: '?tab=doc', hash: '#api'}, {search: '?tab=doc', hash: ''})).toBe(false);
  });
});
