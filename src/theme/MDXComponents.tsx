import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';
import Badge from '@site/src/components/Badge';
import ChartPage from '@site/src/components/ChartPage';
import ChartUsage from '@site/src/components/ChartPage/ChartUsage';
import ChartProps from '@site/src/components/ChartPage/ChartProps';
import ChartEvents from '@site/src/components/ChartPage/ChartEvents';
import ChartCards from '@site/src/components/ChartCards';

// Components every MDX page may use without importing them: chart pages stay
// a few lines of prose around these.
export default {
  ...MDXComponents,
  Demo,
  Badge,
  ChartPage,
  ChartUsage,
  ChartProps,
  ChartEvents,
  ChartCards,
};
