import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@theme/Demo';
import Badge from '@theme/Badge';
import ChartPage from '@theme/ChartPage';
import ChartUsage from '@theme/ChartPage/ChartUsage';
import ChartProps from '@theme/ChartPage/ChartProps';
import ChartEvents from '@theme/ChartPage/ChartEvents';
import ChartCards from '@theme/ChartCards';

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
