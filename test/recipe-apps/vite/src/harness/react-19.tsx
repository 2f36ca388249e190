import {version} from 'react';
import {Line} from '@ant-design/plots';
import {SalesChart} from '../recipes/react-19/src/SalesChart.tsx';
import {record} from './facts.ts';
import {SALES} from './sales.ts';

// The option of @ant-design/plots 1.x that renders JSX itself (with ReactDOM.render, which React 19 removed),
// beside the recipe's workaround. The browser check hovers each chart and reads what happened.
export default function React19Page() {
  record('react', version);
  return (
    <>
      <section aria-label="JSX tooltip">
        <Line
          data={SALES}
          xField="month"
          yField="sales"
          height={220}
          tooltip={{customContent: (title) => <strong className="jsx-tooltip">JSX {title}</strong>}}
        />
      </section>
      <section aria-label="HTML tooltip">
        <SalesChart data={SALES} />
      </section>
    </>
  );
}
