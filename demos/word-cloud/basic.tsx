/**
 * title: Job ad keywords
 * description: How often 40 skills and keywords appear in a thousand front-end developer job ads: `weightField` sets each word's size, and a fixed `random` value with no rotation keeps the layout the same on every render.
 * keywords: word cloud, tag cloud, text, frequency, keywords
 * topics: basics
 * order: 1
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

const data = [
  {word: 'JavaScript', count: 912},
  {word: 'React', count: 784},
  {word: 'TypeScript', count: 701},
  {word: 'CSS', count: 688},
  {word: 'HTML', count: 652},
  {word: 'Git', count: 498},
  {word: 'REST', count: 431},
  {word: 'Testing', count: 402},
  {word: 'Node.js', count: 376},
  {word: 'Agile', count: 354},
  {word: 'Vue', count: 298},
  {word: 'Redux', count: 276},
  {word: 'Accessibility', count: 251},
  {word: 'GraphQL', count: 233},
  {word: 'Next.js', count: 228},
  {word: 'Jest', count: 214},
  {word: 'Webpack', count: 197},
  {word: 'Angular', count: 189},
  {word: 'Sass', count: 176},
  {word: 'Figma', count: 171},
  {word: 'CI/CD', count: 168},
  {word: 'Performance', count: 162},
  {word: 'Tailwind', count: 154},
  {word: 'Docker', count: 141},
  {word: 'AWS', count: 137},
  {word: 'Design systems', count: 129},
  {word: 'Cypress', count: 118},
  {word: 'Vite', count: 104},
  {word: 'Storybook', count: 97},
  {word: 'SEO', count: 93},
  {word: 'Playwright', count: 86},
  {word: 'i18n', count: 72},
  {word: 'WebSockets', count: 66},
  {word: 'Svelte', count: 58},
  {word: 'D3', count: 54},
  {word: 'PWA', count: 49},
  {word: 'WebGL', count: 38},
  {word: 'Web Components', count: 35},
  {word: 'Rust', count: 22},
  {word: 'WebAssembly', count: 19},
];

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="word"
      weightField="count"
      colorField="word"
      // Mid-tone colours: each reads on a white and on a dark page.
      color={['#3E7FD0', '#C8612F', '#2F9E44', '#8A6FD1', '#B8860B', '#2B8A8A', '#B35C9E', '#6E7F99']}
      // A fixed random value and rotation keep the layout identical on every render.
      random={0.5}
      wordStyle={{fontFamily: 'Verdana', fontSize: [14, 64], rotation: 0}}
      legend={false}
      tooltip={{formatter: (d) => ({name: d.text, value: `${d.value} ads`})}}
    />
  );
}
