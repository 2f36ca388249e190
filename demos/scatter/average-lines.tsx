/**
 * title: Scatter with average lines
 * description: Weekly study hours against exam score for the twenty students of one class, with dashed `line` annotations at the class averages of both, computed from the data.
 * keywords: average, mean, reference line, annotations, line, students
 * topics: annotations
 * order: 6
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const data = [
  {student: 'Ava', hours: 2, score: 54},
  {student: 'Ben', hours: 3.5, score: 61},
  {student: 'Chloe', hours: 4, score: 58},
  {student: 'Dan', hours: 5, score: 66},
  {student: 'Ella', hours: 5.5, score: 72},
  {student: 'Finn', hours: 6, score: 63},
  {student: 'Grace', hours: 6.5, score: 75},
  {student: 'Hugo', hours: 7, score: 70},
  {student: 'Isla', hours: 7.5, score: 81},
  {student: 'Jack', hours: 8, score: 77},
  {student: 'Kira', hours: 8.5, score: 84},
  {student: 'Leo', hours: 9, score: 79},
  {student: 'Mia', hours: 10, score: 88},
  {student: 'Noah', hours: 10.5, score: 83},
  {student: 'Olive', hours: 11, score: 91},
  {student: 'Paul', hours: 12, score: 86},
  {student: 'Quinn', hours: 3, score: 69},
  {student: 'Rosa', hours: 13, score: 94},
  {student: 'Sam', hours: 4.5, score: 49},
  {student: 'Tara', hours: 9.5, score: 73},
];

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const avgHours = mean(data.map((d) => d.hours));
const avgScore = mean(data.map((d) => d.score));

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="hours"
      yField="score"
      size={5}
      shape="circle"
      pointStyle={{fill: '#5B8FF9', fillOpacity: 0.85}}
      xAxis={{title: {text: 'Study time (hours per week)'}, min: 0, max: 14}}
      yAxis={{title: {text: 'Exam score'}, min: 40, max: 100}}
      annotations={[
        {
          type: 'line',
          start: [avgHours, 'min'],
          end: [avgHours, 'max'],
          style: {stroke: '#F4664A', lineDash: [4, 4], lineWidth: 1.5},
          text: {
            content: `Average ${avgHours.toFixed(1)} h`,
            position: 'end',
            autoRotate: false,
            offsetX: 4,
            offsetY: 12,
            style: {fill: '#F4664A', textAlign: 'left'},
          },
        },
        {
          type: 'line',
          start: ['min', avgScore],
          end: ['max', avgScore],
          style: {stroke: '#F4664A', lineDash: [4, 4], lineWidth: 1.5},
          text: {
            content: `Average ${avgScore.toFixed(1)} points`,
            position: 'end',
            offsetY: -6,
            style: {fill: '#F4664A', textAlign: 'end'},
          },
        },
      ]}
      tooltip={{fields: ['student', 'hours', 'score']}}
      meta={{
        student: {alias: 'Student'},
        hours: {alias: 'Hours per week'},
        score: {alias: 'Score'},
      }}
    />
  );
}
