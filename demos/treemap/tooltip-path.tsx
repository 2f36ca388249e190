/**
 * title: Treemap tooltip with the node's path and share
 * description: Storage (GB) used on a company's cloud drive by team, project and folder, coloured by team; the custom tooltip shows the hovered folder's path, its size and its share of its project and of the whole drive.
 * keywords: tooltip, customContent, path, share, treemap, storage
 * topics: tooltip
 * order: 4
 * height: 460
 */
import React from 'react';
import {Treemap} from '@ant-design/plots';

const data = {
  name: 'Drive',
  children: [
    {
      name: 'Design',
      team: 'Design',
      children: [
        {
          name: 'Brand refresh',
          children: [
            {name: 'Mock-ups', value: 42},
            {name: 'Exports', value: 18},
          ],
        },
        {
          name: 'Website',
          children: [
            {name: 'Photos', value: 65},
            {name: 'Icons', value: 4},
          ],
        },
      ],
    },
    {
      name: 'Video',
      team: 'Video',
      children: [
        {
          name: 'Launch film',
          children: [
            {name: 'Raw footage', value: 210},
            {name: 'Edits', value: 56},
          ],
        },
        {name: 'Tutorials', children: [{name: 'Recordings', value: 88}]},
      ],
    },
    {
      name: 'Engineering',
      team: 'Engineering',
      children: [
        {
          name: 'Backups',
          children: [
            {name: 'Database', value: 74},
            {name: 'Logs', value: 23},
          ],
        },
        {name: 'Datasets', children: [{name: 'Training set', value: 96}]},
      ],
    },
  ],
};

type PathStep = {data: {name: string}; value: number};
type Node = {name: string; value: number; path: PathStep[]};

export default function Demo() {
  return (
    <Treemap
      data={data}
      colorField="team"
      legend={{position: 'top-left'}}
      label={{style: {fontSize: 11}}}
      tooltip={{
        customContent: (_title, items) => {
          const node = items?.[0]?.data as Node | undefined;
          if (!node) return '';
          // `path` lists the node and its ancestors, from the node up to the root.
          const [, project, , root] = node.path;
          const names = node.path
            .map((step) => step.data.name)
            .reverse()
            .slice(1);
          return `<div style="padding: 8px 4px; line-height: 20px">
            <div style="color: #8c8c8c">${names.join(' › ')}</div>
            <div><b>${node.value} GB</b></div>
            <div>${((node.value / project.value) * 100).toFixed(0)}% of ${project.data.name}</div>
            <div>${((node.value / root.value) * 100).toFixed(1)}% of the drive</div>
          </div>`;
        },
      }}
    />
  );
}
