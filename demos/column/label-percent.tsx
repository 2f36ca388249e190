/**
 * title: Column with percentage labels
 * description: How survey respondents rated a new feature from one to five stars; the column height is the count and a label formatter writes each rating's share of all answers above it.
 * keywords: label, formatter, percent, share, content, survey
 * topics: label, stacking
 * order: 26
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {rating: '1 star', responses: 84},
  {rating: '2 stars', responses: 126},
  {rating: '3 stars', responses: 258},
  {rating: '4 stars', responses: 414},
  {rating: '5 stars', responses: 318},
];
const total = data.reduce((sum, d) => sum + d.responses, 0);

export default function Demo() {
  return (
    <Column
      data={data}
      xField="rating"
      yField="responses"
      color="#FAAD14"
      meta={{responses: {alias: 'Responses'}}}
      label={{
        position: 'top',
        formatter: (d) => `${((d.responses / total) * 100).toFixed(1)}%`,
        style: {fontWeight: 600},
      }}
      appendPadding={[16, 0, 0, 0]}
      tooltip={{
        formatter: (d) => ({
          name: 'Responses',
          value: `${d.responses} (${((d.responses / total) * 100).toFixed(1)}%)`,
        }),
      }}
    />
  );
}
