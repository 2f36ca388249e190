/**
 * title: Sankey from nodes and links (dataType: 'node-link')
 * description: Students (hundreds) of a university moving from their bachelor's faculty to a master's programme or a job, given with `dataType: 'node-link'` as a list of nodes and a list of links that point to nodes by index.
 * keywords: dataType, node-link, nodes, links, sankey, graduates
 * topics: data-shape
 * order: 3
 */
import React from 'react';
import {Sankey} from '@ant-design/plots';

const data = {
  nodes: [
    {id: 'sci', name: 'Science'},
    {id: 'eng', name: 'Engineering'},
    {id: 'hum', name: 'Humanities'},
    {id: 'msc', name: "Master's degree"},
    {id: 'job', name: 'Employed'},
    {id: 'other', name: 'Other'},
  ],
  // source and target are indexes into `nodes`; value is in hundreds of students.
  links: [
    {source: 0, target: 3, value: 9},
    {source: 0, target: 4, value: 6},
    {source: 0, target: 5, value: 2},
    {source: 1, target: 3, value: 5},
    {source: 1, target: 4, value: 14},
    {source: 1, target: 5, value: 1},
    {source: 2, target: 3, value: 4},
    {source: 2, target: 4, value: 7},
    {source: 2, target: 5, value: 5},
  ],
};

export default function Demo() {
  return (
    <Sankey
      dataType="node-link"
      data={data}
      nodeWidthRatio={0.015}
      nodePaddingRatio={0.04}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value * 100} students`})}}
    />
  );
}
