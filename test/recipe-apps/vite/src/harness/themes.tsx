import {Line} from '@ant-design/plots';
import {usePrefersDark} from '../recipes/themes/snippet-1.tsx';
import {record} from './facts.ts';
import {SALES} from './sales.ts';

export default function ThemesPage() {
  const dark = usePrefersDark();
  record('prefersDark', dark);
  return <Line data={SALES} xField="month" yField="sales" theme={dark ? 'dark' : 'default'} />;
}
