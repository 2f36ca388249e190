import React, {useMemo} from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import {LiveProvider, LivePreview, LiveError} from 'react-live';
import {createLiveScope} from '../liveScope';
import {prepareLiveCode} from '../prepareLiveCode';

// The real wrappers pull in the chart engine, which needs a canvas; a stand-in keeps the contract.
jest.mock('../../../../client/charts/themedPlots', () => ({
  Line: ({data}: {data: unknown[]}) => <figure>{`line with ${data.length} points`}</figure>,
}));

function Live({code}: {code: string}): React.JSX.Element {
  // As in LiveDemoPreview: one scope per code, or every render would re-run the code.
  const scope = useMemo(() => createLiveScope(), []);
  return (
    <LiveProvider code={code} scope={scope} noInline enableTypeScript={false} transformCode={prepareLiveCode}>
      <LivePreview />
      <LiveError />
    </LiveProvider>
  );
}

describe('live demo code', () => {
  it('runs a demo file as written: imports, TypeScript and a default export', async () => {
    const code = [
      "import React, {useState} from 'react';",
      "import {Line} from '@ant-design/plots';",
      'const data: Array<{x: number}> = [{x: 1}, {x: 2}];',
      'export default function Demo() {',
      '  const [points] = useState(data);',
      '  return <Line data={points} />;',
      '}',
    ].join('\n');
    render(<Live code={code} />);
    expect(await screen.findByText('line with 2 points')).toBeInTheDocument();
  });

  it('explains an import the editor cannot provide', async () => {
    render(<Live code={"import _ from 'lodash';\nexport default () => <div>{_.VERSION}</div>;"} />);
    await waitFor(() => expect(screen.getByText(/Cannot import "lodash" here/)).toBeInTheDocument());
  });

  it('stops an endless loop in a component with a message naming its line', async () => {
    // jsdom reports the error the boundary catches; the assertion is on what the visitor sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = 'export default function Demo() {\n  let i = 0;\n  while (true) i++;\n  return null;\n}';
    render(<Live code={code} />);
    await waitFor(() => expect(screen.getByText(/A loop ran more than 500 ms on line 3/)).toBeInTheDocument(), {
      timeout: 5_000,
    });
    jest.restoreAllMocks();
  });

  it('stops an endless loop at the top level, after TypeScript and imports, naming its line', async () => {
    const code = [
      "import React from 'react';",
      'interface Point {',
      '  x: number;',
      '}',
      'const p: Point = {x: 1};',
      'let n = 0; while (n < 10) n',
      'export default () => <div>{p.x}</div>;',
    ].join('\n');
    render(<Live code={code} />);
    await waitFor(() => expect(screen.getByText(/A loop ran more than 500 ms on line 6/)).toBeInTheDocument(), {
      timeout: 5_000,
    });
  });

  it('shows endless recursion as an error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const code =
      'const down = (n: number): number => down(n + 1);\nexport default function Demo() { return <div>{down(0)}</div>; }';
    render(<Live code={code} />);
    await waitFor(() => expect(screen.getByText(/RangeError: Maximum call stack size exceeded/)).toBeInTheDocument());
    jest.restoreAllMocks();
  });

  it('never stops a finishing loop of a demo that re-renders every 30 ms', async () => {
    const code = [
      'export default function Demo() {',
      '  const [tick, setTick] = useState(0);',
      '  useEffect(() => {',
      '    const timer = setInterval(() => setTick((t) => t + 1), 30);',
      '    return () => clearInterval(timer);',
      '  }, []);',
      '  let sum = 0;',
      '  for (let i = 0; i < 50000; i++) {',
      '    sum += i % 3;',
      '  }',
      '  return <p>{`render ${tick}: ${sum}`}</p>;',
      '}',
    ].join('\n');
    render(<Live code={code} />);
    // 40 renders run 2,000,000 loop steps in all, twice the old per-evaluation budget.
    expect(await screen.findByText('render 40: 49999', {}, {timeout: 5_000})).toBeInTheDocument();
  });

  it.each([
    ['the compiler', 'ran();\nwhile (true) {\nexport default () => null;', /SyntaxError: Unexpected token \(3:\d+\)/],
    [
      'the parser',
      'ran();\nlet a = 1;\nlet a = 2;\nexport default () => null;',
      /SyntaxError: Identifier 'a' has already been declared \(3:4\)/,
    ],
  ])('shows a syntax error %s finds, with its position, and runs nothing', async (_by, code, message) => {
    const ran = jest.fn();
    const scope = {...createLiveScope(), ran};
    render(
      <LiveProvider code={code} scope={scope} noInline enableTypeScript={false} transformCode={prepareLiveCode}>
        <LivePreview />
        <LiveError />
      </LiveProvider>,
    );
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(ran).not.toHaveBeenCalled();
  });
});
