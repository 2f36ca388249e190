/**
 * title: Line with a point click event
 * description: Monthly support tickets of a help desk over one year; clicking a point reads its data from the `element:click` event and shows that month's details under the chart.
 * keywords: events, onReady, element:click, click, interaction, selection
 * topics: events
 * order: 16
 */
import React, {useMemo, useState} from 'react';
import {Line} from '@ant-design/plots';

interface Row {
  month: string;
  tickets: number;
  solvedSameDay: number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const tickets = [412, 386, 455, 430, 398, 362, 341, 329, 472, 508, 486, 431];
const sameDay = [71, 74, 68, 70, 75, 78, 80, 81, 66, 63, 67, 72];
const data: Row[] = months.map((month, i) => ({month, tickets: tickets[i], solvedSameDay: sameDay[i]}));

export default function Demo() {
  const [selected, setSelected] = useState<Row | null>(null);

  // The chart does not depend on the selection: memoising it stops React from redrawing it on every click.
  const chart = useMemo(
    () => (
      <Line
        data={data}
        xField="month"
        yField="tickets"
        height={340}
        meta={{tickets: {alias: 'Tickets'}}}
        point={{size: 6, style: {cursor: 'pointer'}}}
        yAxis={{min: 0, title: {text: 'Support tickets'}}}
        onReady={(plot) => {
          plot.on('element:click', (event: {data?: {data?: Row | Row[]}}) => {
            const datum = event.data?.data;
            // Clicks on the line itself carry all its points; only single points are kept.
            if (datum && !Array.isArray(datum)) setSelected(datum);
          });
        }}
      />
    ),
    [],
  );

  return (
    <div>
      {chart}
      <p style={{margin: '12px 0 0', minHeight: 24}}>
        {selected
          ? `${selected.month}: ${selected.tickets} tickets, ${selected.solvedSameDay}% solved the same day.`
          : 'Click a point to see the month’s details.'}
      </p>
    </div>
  );
}
