import type {ColumnConfig, LineConfig} from '@ant-design/plots';
import {FullWidth} from '../recipes/responsive/snippet-1.tsx';
import {FillsItsCell} from '../recipes/responsive/snippet-2.tsx';
import {SideBySide} from '../recipes/responsive/snippet-3.tsx';
import {SALES} from './sales.ts';

const line: LineConfig = {data: SALES, xField: 'month', yField: 'sales'};
const column: ColumnConfig = {data: SALES, xField: 'month', yField: 'sales'};

export default function ResponsivePage() {
  return (
    <>
      <FullWidth config={line} />
      <FillsItsCell config={line} />
      <SideBySide line={line} column={column} />
    </>
  );
}
