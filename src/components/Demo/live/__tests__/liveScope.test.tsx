import React, {useMemo} from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import {LiveProvider, LivePreview, LiveError} from 'react-live';
import {createLiveScope, prepareLiveCode} from '../liveScope';

// The real wrappers pull in the chart engine, which needs a canvas; a stand-in keeps the contract.
jest.mock('@site/src/charts/themedPlots', () => ({
  Line: ({data}: {data: unknown[]}) => <figure>{`line with ${data.length} points`}</figure>,
}));

function Live({code}: {code: string}): React.JSX.Element {
  // As in LiveDemoPreview: one scope per code, or every render would re-run the code.
  const scope = useMemo(() => createLiveScope(), []);
  return (
    <LiveProvider code={code} scope={scope} noInline enableTypeScript transformCode={prepareLiveCode}>
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

  it('stops an endless loop with a message', async () => {
    // jsdom reports the error the boundary catches; the assertion is on what the visitor sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Live code={'export default function Demo() { while (true) {} return null; }'} />);
    await waitFor(() => expect(screen.getByText(/A loop ran more than/)).toBeInTheDocument());
    jest.restoreAllMocks();
  });
});
