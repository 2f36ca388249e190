/**
 * title: Candidate skills
 * description: Interview scores (0-10) of two job candidates on six skills, one polygon per candidate from `seriesField`, filled by `area` and drawn over alternating grid bands.
 * keywords: radar, spider, multi-dimension, comparison, scores
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const skills = ['Coding', 'System design', 'Communication', 'Testing', 'Leadership', 'Domain knowledge'];
const scores: Record<string, number[]> = {
  Alice: [9, 7, 8, 6, 7, 5],
  Bruno: [7, 8, 6, 8, 5, 9],
};

const data = Object.entries(scores).flatMap(([candidate, values]) =>
  values.map((score, i) => ({skill: skills[i], candidate, score})),
);

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="skill"
      yField="score"
      seriesField="candidate"
      meta={{score: {min: 0, max: 10, alias: 'Score'}}}
      xAxis={{line: null, tickLine: null, grid: {line: {style: {lineDash: null}}}}}
      yAxis={{
        line: null,
        tickLine: null,
        grid: {line: {type: 'line', style: {lineDash: null}}, alternateColor: 'rgba(0, 0, 0, 0.04)'},
      }}
      point={{size: 3}}
      area={{}}
      legend={{position: 'top'}}
    />
  );
}
