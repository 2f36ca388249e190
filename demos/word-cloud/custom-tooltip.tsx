/**
 * title: Word cloud with a custom tooltip
 * description: Hashtags in posts about a three-day tech conference; hovering a word shows an HTML card written with customContent, with the hashtag's rank and its share of all hashtag uses, both computed in the file.
 * keywords: tooltip, customContent, html, rank, share, hashtags, social media
 * topics: tooltip
 * order: 7
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

const uses: [string, number][] = [
  ['#DevConf', 2410],
  ['#AI', 1876],
  ['#keynote', 1322],
  ['#OpenSource', 1104],
  ['#WebDev', 987],
  ['#TypeScript', 861],
  ['#Rust', 774],
  ['#cloud', 742],
  ['#security', 690],
  ['#DevOps', 655],
  ['#Kubernetes', 588],
  ['#accessibility', 533],
  ['#React', 517],
  ['#Python', 498],
  ['#LLM', 476],
  ['#WASM', 402],
  ['#observability', 377],
  ['#career', 351],
  ['#hiring', 338],
  ['#design', 322],
  ['#testing', 301],
  ['#performance', 289],
  ['#CSS', 271],
  ['#GraphQL', 254],
  ['#edge', 243],
  ['#serverless', 231],
  ['#data', 226],
  ['#Go', 214],
  ['#mobile', 198],
  ['#swag', 191],
  ['#coffee', 187],
  ['#networking', 176],
  ['#WomenInTech', 171],
  ['#Postgres', 163],
  ['#SRE', 152],
  ['#privacy', 147],
  ['#Linux', 139],
  ['#pairing', 121],
  ['#workshop', 118],
  ['#lightningtalk', 112],
  ['#afterparty', 109],
  ['#Kotlin', 97],
  ['#Svelte', 94],
  ['#Vue', 91],
  ['#green', 86],
  ['#IoT', 79],
  ['#gamedev', 73],
  ['#Elixir', 62],
  ['#HTMX', 58],
  ['#Zig', 55],
  ['#robots', 51],
  ['#Deno', 48],
  ['#quantum', 44],
  ['#stickers', 41],
  ['#jetlag', 37],
  ['#Haskell', 33],
  ['#Bun', 29],
  ['#OCaml', 24],
  ['#COBOL', 19],
  ['#mechanicalkeyboards', 16],
];

const total = uses.reduce((sum, [, count]) => sum + count, 0);
// The list is sorted by uses, so the rank is the position plus one.
const data = uses.map(([tag, count], i) => ({tag, count, rank: i + 1, share: (count / total) * 100}));

type Row = (typeof data)[number];

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="tag"
      weightField="count"
      colorField="tag"
      color={['#1890FF', '#722ED1', '#13C2C2', '#EB2F96', '#FA8C16']}
      random={0.5}
      wordStyle={{fontFamily: 'Verdana', fontSize: [11, 48], rotation: 0}}
      legend={false}
      tooltip={{
        // Each item's data is the placed word; the original row is in data.datum.
        customContent: (_title: string, items: {data: {datum: Row}}[]) => {
          const row = items?.[0]?.data?.datum;
          if (!row) return '';
          return `<div style="padding: 10px 4px; min-width: 160px">
              <div style="font-weight: 600; font-size: 14px">${row.tag}</div>
              <div style="margin-top: 6px">Rank <b>${row.rank}</b> of ${data.length}</div>
              <div style="margin-top: 2px"><b>${row.count.toLocaleString('en-US')}</b> uses</div>
              <div style="margin-top: 2px"><b>${row.share.toFixed(1)} %</b> of all hashtag uses</div>
            </div>`;
        },
      }}
    />
  );
}
