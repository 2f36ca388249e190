import type {SearchIndex} from '../types';

/** A small site: home, guide, API index, two chart pages, changelog. */
export const FIXTURE_INDEX: SearchIndex = {
  nav: [
    {title: 'Home', link: '/'},
    {title: 'Guide', link: '/guide'},
    {title: 'API', link: '/api'},
    {title: 'Changelog', link: '/changelog'},
  ],
  routes: [
    {
      path: '/',
      title: 'Ant Design Plots',
      description: 'React charts, one line to render.',
      sections: [{paragraphs: ['Charts for React, in one line.']}],
    },
    {
      path: '/guide',
      title: 'Get Started',
      sections: [
        {paragraphs: ['Wraps the charting engine.']},
        {heading: {id: 'install', depth: 2, title: 'Install'}, paragraphs: ['npm install @ant-design/plots']},
        {
          heading: {id: 'update-data', depth: 2, title: 'Update Data'},
          paragraphs: ['Pass a new data array and the chart redraws.'],
        },
      ],
    },
    {
      path: '/api',
      title: 'API',
      sections: [
        {
          heading: {id: 'configurations', depth: 2, title: 'Configurations'},
          paragraphs: ['Every chart accepts options.'],
        },
      ],
    },
    {
      path: '/api/line',
      title: 'Line',
      description: 'A line chart connects data points in order.',
      sections: [{paragraphs: ['A line chart connects data points in order, which makes trends easy to read.']}],
    },
    {path: '/api/tiny-line', title: 'Tiny Line', sections: [{paragraphs: ['A small line without axes.']}]},
    {
      path: '/changelog',
      title: 'Changelog',
      sections: [
        {heading: {id: '2135', depth: 3, title: '2.13.5'}, paragraphs: ['Fixes: Line tooltip (a+b)*c <b>bold</b>']},
      ],
    },
  ],
  demos: [
    {
      id: 'line-basic',
      link: '/api/line#demo-line-basic',
      routePath: '/api/line',
      title: 'Basic line',
      description: 'Monthly users.',
      keywords: ['trend'],
    },
    {
      id: 'guide-first',
      link: '/guide#demo-guide-first',
      routePath: '/guide',
      title: 'First chart',
      description: 'A first line.',
      keywords: [],
    },
  ],
};
