/**
 * title: Basic bar ranking
 * description: The ten most spoken languages in the world by total speakers, in millions, listed from the top down in data order, with each count labelled at the end of its bar.
 * keywords: bar, ranking, horizontal, sorted, labels
 * topics: basics, shapes
 * order: 1
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {language: 'English', speakers: 1515},
  {language: 'Mandarin Chinese', speakers: 1140},
  {language: 'Hindi', speakers: 609},
  {language: 'Spanish', speakers: 560},
  {language: 'Standard Arabic', speakers: 335},
  {language: 'French', speakers: 310},
  {language: 'Bengali', speakers: 279},
  {language: 'Portuguese', speakers: 264},
  {language: 'Russian', speakers: 255},
  {language: 'Indonesian', speakers: 252},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="speakers"
      yField="language"
      label={{position: 'right', formatter: (d) => `${d.speakers}M`}}
      meta={{speakers: {max: 2000, tickInterval: 500}}}
      xAxis={{title: {text: 'Total speakers (millions)'}}}
      appendPadding={[0, 16, 0, 0]}
      tooltip={{formatter: (d) => ({name: 'Speakers', value: `${d.speakers} million`})}}
    />
  );
}
