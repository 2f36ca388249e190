import type {SandboxDemo} from '../types';

export const LINE_SOURCE = `import React from 'react';
import {Line} from '@ant-design/plots';

const data = [
  {month: '2023-01', users: 3120},
  {month: '2023-02', users: 3380},
];

export default function Demo() {
  return <Line data={data} xField="month" yField="users" />;
}
`;

export const sampleDemo: SandboxDemo = {
  id: 'line-basic',
  title: 'Basic line',
  description: 'Monthly active users over two years.',
  code: LINE_SOURCE,
  dependencies: {'@ant-design/plots': '1.2.5', react: '18.3.1', 'react-dom': '18.3.1'},
  height: 400,
};

export const react17Demo: SandboxDemo = {
  ...sampleDemo,
  dependencies: {'@ant-design/plots': '1.2.5', react: '17.0.2', 'react-dom': '17.0.2'},
};
