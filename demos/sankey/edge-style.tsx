/**
 * title: Sankey with one node's flows highlighted
 * description: Support tickets of one month flowing from channel to first response to outcome; an `edgeStyle` callback paints the flows leaving Bot answer orange and all others grey, so the bot's outcomes stand out.
 * keywords: edgeStyle, callback, highlight, colour links, emphasis, support tickets
 * topics: colors
 * order: 5
 */
import React from 'react';
import {Sankey} from '@ant-design/plots';

const data = [
  {source: 'E-mail', target: 'Bot answer', tickets: 310},
  {source: 'E-mail', target: 'Agent answer', tickets: 420},
  {source: 'Chat', target: 'Bot answer', tickets: 560},
  {source: 'Chat', target: 'Agent answer', tickets: 240},
  {source: 'Phone', target: 'Agent answer', tickets: 280},
  {source: 'Bot answer', target: 'Solved', tickets: 610},
  {source: 'Bot answer', target: 'Escalated', tickets: 260},
  {source: 'Agent answer', target: 'Solved', tickets: 830},
  {source: 'Agent answer', target: 'Escalated', tickets: 110},
];

export default function Demo() {
  return (
    <Sankey
      data={data}
      sourceField="source"
      targetField="target"
      weightField="tickets"
      nodeWidthRatio={0.012}
      // The callback gets the edge's source node as `name`. Edges are filled with their stroke colour.
      edgeStyle={({name}: {name: string}) =>
        name === 'Bot answer'
          ? {stroke: '#fa8c16', opacity: 0.6, lineWidth: 0}
          : {stroke: '#bfbfbf', opacity: 0.35, lineWidth: 0}
      }
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value} tickets`})}}
    />
  );
}
