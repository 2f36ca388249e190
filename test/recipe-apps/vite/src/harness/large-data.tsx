import {Readings} from '../recipes/large-data/snippet-1.tsx';

// Above the recipe's 50,000 threshold, so its `tooltip: false` branch is the one drawn.
const POINTS = Array.from({length: 60_000}, (_, time) => ({time, value: Math.sin(time / 500) * 100 + (time % 7)}));

export default function LargeDataPage() {
  return <Readings points={POINTS} />;
}
