import React, {useRef, useState} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import DemoToolbar, {type DemoToolbarDemo} from '..';
import {PATTERNS_STORAGE_KEY} from '../../../client/charts/patternsPreference';

jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => path}), {virtual: true});

const demo: DemoToolbarDemo = {
  id: 'pie-basic',
  title: 'Basic pie',
  description: 'Revenue by channel.',
  source: 'export default function Demo() { return null; }\n',
  dependencies: {},
  height: 320,
  standalonePath: '/~demos/pie-basic',
};

function Harness() {
  const [tableOpen, setTableOpen] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);
  return (
    <section data-demo-id={demo.id}>
      <div ref={previewRef} />
      <DemoToolbar
        demo={demo}
        code={demo.source}
        codeExpanded={false}
        onToggleCode={() => undefined}
        previewRef={previewRef}
        dataTableExpanded={tableOpen}
        onToggleDataTable={() => setTableOpen((open) => !open)}
        dataTableId="pie-basic-data"
      />
      {tableOpen && <table id="pie-basic-data" />}
    </section>
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('DemoToolbar accessibility actions', () => {
  it('shows and hides the data table, saying so in its name and aria-expanded', () => {
    render(<Harness />);
    const show = screen.getByRole('button', {name: 'Show data table'});
    expect(show).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(show);
    const hide = screen.getByRole('button', {name: 'Hide data table'});
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', 'pie-basic-data');
    expect(screen.getByRole('table')).toBeInTheDocument();
    fireEvent.click(hide);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('switches patterns on and off for every toolbar, and remembers the choice', () => {
    render(
      <>
        <Harness />
        <Harness />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', {name: 'Patterns'});
    expect(first).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(PATTERNS_STORAGE_KEY)).toBe('on');
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(PATTERNS_STORAGE_KEY)).toBe('off');
  });

  it('reads a stored choice and ignores a value it does not know', () => {
    localStorage.setItem(PATTERNS_STORAGE_KEY, 'on');
    const {unmount} = render(<Harness />);
    expect(screen.getByRole('button', {name: 'Patterns'})).toHaveAttribute('aria-pressed', 'true');
    unmount();
    localStorage.setItem(PATTERNS_STORAGE_KEY, '{"broken"');
    render(<Harness />);
    expect(screen.getByRole('button', {name: 'Patterns'})).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no data table toggle where the demo gives none', () => {
    const previewRef = {current: null};
    render(
      <DemoToolbar
        demo={demo}
        code={demo.source}
        codeExpanded={false}
        onToggleCode={() => undefined}
        previewRef={previewRef}
      />,
    );
    expect(screen.queryByRole('button', {name: 'Show data table'})).not.toBeInTheDocument();
  });
});
