/**
 * title: Sankey with sorted nodes (nodeSort)
 * description: Where the 330 weekly visitors of a recipe app's home screen came from and where they went next; `nodeSort` orders the nodes in each column from largest to smallest.
 * keywords: nodeSort, sort, order, sankey, user flow, app navigation
 * topics: shapes
 * order: 2
 */
import React from 'react';
import {Sankey} from '@ant-design/plots';

// 330 visitors reach the home screen.
const data = [
  {from: 'Push notification', to: 'Home screen', visitors: 42},
  {from: 'App icon', to: 'Home screen', visitors: 168},
  {from: 'Shared link', to: 'Home screen', visitors: 57},
  {from: 'Widget', to: 'Home screen', visitors: 21},
  {from: 'Search ad', to: 'Home screen', visitors: 42},
  {from: 'Home screen', to: 'Recipe page', visitors: 142},
  {from: 'Home screen', to: 'Search', visitors: 76},
  {from: 'Home screen', to: 'Meal planner', visitors: 38},
  {from: 'Home screen', to: 'Shopping list', visitors: 29},
  {from: 'Home screen', to: 'Left the app', visitors: 45},
];

export default function Demo() {
  return (
    <Sankey
      data={data}
      sourceField="from"
      targetField="to"
      weightField="visitors"
      nodeWidthRatio={0.012}
      nodePaddingRatio={0.03}
      nodeSort={(a, b) => b.value - a.value}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value} visitors`})}}
    />
  );
}
