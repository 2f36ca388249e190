import React, {act, useState} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {EARLY_INPUT_GLOBAL, getEarlyInputScript} from '../earlyInputScript';

// The Node build: jsdom has no TextEncoder, which the browser build of the server renderer needs.
const {renderToString} = require('react-dom/server.node') as typeof import('react-dom/server');

type EarlyWindow = Window & {[EARLY_INPUT_GLOBAL]?: () => void; __releaseEarlyInput?: () => void};

// Testing Library sets this for its own renders; this test drives React directly.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const events: string[] = [];

function Page(): React.JSX.Element {
  const [query, setQuery] = useState('');
  const [size, setSize] = useState('s');
  return (
    <main>
      <button type="button" onClick={() => events.push('first')}>
        <svg aria-hidden="true">
          <path d="M0 0" />
        </svg>
        First
      </button>
      <button type="button" onClick={() => events.push('second')}>
        Second
      </button>
      <a href="#elsewhere">Link</a>
      <input
        aria-label="Query"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          events.push(`query:${event.target.value}`);
        }}
      />
      <select
        aria-label="Size"
        value={size}
        onChange={(event) => {
          setSize(event.target.value);
          events.push(`size:${event.target.value}`);
        }}
      >
        <option value="s">S</option>
        <option value="l">L</option>
      </select>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          events.push('submit');
        }}
      >
        <button type="submit">Go</button>
      </form>
    </main>
  );
}

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
let root: Root | undefined;

function prerender(): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  new Function(getEarlyInputScript())();
  return $<HTMLElement>('#root');
}

async function hydrate(container: HTMLElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
}

function type(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true}));
}

beforeEach(() => {
  events.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  (window as EarlyWindow).__releaseEarlyInput?.();
});

describe('early-input script', () => {
  it('holds clicks before hydration and replays them, in order, once the page says it has hydrated', async () => {
    const container = prerender();
    const first = $<HTMLButtonElement>('button');
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    $('svg path').dispatchEvent(click);
    $<HTMLButtonElement>('button:nth-of-type(2)').click();
    expect(click.defaultPrevented).toBe(true);

    await hydrate(container);
    expect(events).toEqual([]);
    await act(async () => (window as EarlyWindow)[EARLY_INPUT_GLOBAL]!());
    expect(events).toEqual(['first', 'second']);

    // After the replay nothing is held any more.
    await act(async () => first.click());
    expect(events).toEqual(['first', 'second', 'first']);
  });

  it('hands typed text and a changed select to React as changes', async () => {
    const container = prerender();
    type($<HTMLInputElement>('input'), 'tooltip');
    type($<HTMLSelectElement>('select'), 'l');
    await hydrate(container);
    await act(async () => (window as EarlyWindow)[EARLY_INPUT_GLOBAL]!());
    expect(events).toEqual(['query:tooltip', 'size:l']);
    expect($<HTMLInputElement>('input').value).toBe('tooltip');

    // React now owns the field: the next keystroke is a normal change.
    await act(async () => {
      const input = $<HTMLInputElement>('input');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'tooltips');
      input.dispatchEvent(new Event('input', {bubbles: true}));
    });
    expect(events.at(-1)).toBe('query:tooltips');
  });

  it('holds a form submission and submits it again', async () => {
    const container = prerender();
    const submit = new Event('submit', {bubbles: true, cancelable: true});
    $('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await hydrate(container);
    await act(async () => (window as EarlyWindow)[EARLY_INPUT_GLOBAL]!());
    expect(events).toEqual(['submit']);
  });

  it('leaves links to the browser', () => {
    prerender();
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    $('a').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds nothing once released (the bundle failed to load), and replays nothing', async () => {
    const container = prerender();
    $<HTMLButtonElement>('button').click();
    (window as EarlyWindow).__releaseEarlyInput!();
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    $('button').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await hydrate(container);
    await act(async () => (window as EarlyWindow)[EARLY_INPUT_GLOBAL]!());
    expect(events).toEqual([]);
  });
});
