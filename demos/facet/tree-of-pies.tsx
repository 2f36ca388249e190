/**
 * title: Tree of pies
 * description: A school's pupils by gender, drawn as a tree: the whole school at the top, then one pie per year group and one per class under it, joined by smooth lines.
 * keywords: facet, tree, pie, hierarchy, line, smooth, school
 * order: 6
 * height: 500
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

const classes: Record<string, Record<string, [number, number]>> = {
  'Year 7': {'7A': [14, 15], '7B': [16, 12]},
  'Year 8': {'8A': [13, 17], '8B': [15, 14], '8C': [12, 16]},
};

// One record per pupil group; the tree facet splits them by year, then by class.
const data = Object.entries(classes).flatMap(([year, byClass]) =>
  Object.entries(byClass).flatMap(([className, [girls, boys]]) => [
    {year, className, gender: 'Girls', pupils: girls},
    {year, className, gender: 'Boys', pupils: boys},
  ]),
);

// Each node's pie sums the pupils under it by gender.
const byGender = (rows: object[] = []) =>
  ['Girls', 'Boys'].map((gender) => ({
    gender,
    pupils: (rows as typeof data).filter((r) => r.gender === gender).reduce((sum, r) => sum + r.pupils, 0),
  }));

export default function Demo() {
  return (
    <Facet
      data={data}
      type="tree"
      fields={['year', 'className']}
      appendPadding={[0, 16, 16, 16]}
      meta={{gender: {sync: true}, pupils: {alias: 'Pupils'}}}
      line={{style: {stroke: '#C9CDD4'}, smooth: true}}
      tooltip={{showMarkers: false}}
      legend={{position: 'top'}}
      eachView={(_view, facet) => ({
        type: 'pie',
        options: {
          data: byGender(facet?.data),
          angleField: 'pupils',
          colorField: 'gender',
          color: ['#F6BD16', '#5B8FF9'],
          radius: 0.9,
          label: false,
          pieStyle: {stroke: '#fff', lineWidth: 1},
        },
      })}
    />
  );
}
