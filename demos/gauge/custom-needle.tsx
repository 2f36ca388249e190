/**
 * title: Gauge with a custom needle shape
 * description: Boiler water temperature (68 °C on a 0-100 °C scale) with a tapered needle and a dark hub, drawn by a point shape registered with `G2.registerShape` and named in `indicator.shape`.
 * keywords: gauge, indicator, shape, registerShape, custom pointer, needle, temperature
 * topics: shapes
 * order: 7
 * height: 300
 */
import React from 'react';
import {Gauge, G2} from '@ant-design/plots';

// Draw the needle as a thin tapered polygon with a short tail, plus a round hub.
G2.registerShape('point', 'tapered-needle', {
  draw(this: G2.Types.Shape, cfg, container) {
    const group = container.addGroup();
    const center = this.parsePoint({x: 0, y: 0});
    const radius = this.coordinate.getRadius();
    const {startAngle, endAngle} = G2.Util.getAngle(cfg, this.coordinate);
    const angle = (startAngle + endAngle) / 2;
    const at = (r: number, a: number) => G2.Util.polarToCartesian(center.x, center.y, r, a);
    const tip = at(radius * 0.7, angle);
    const tail = at(radius * 0.12, angle + Math.PI);
    const left = at(radius * 0.05, angle - Math.PI / 2);
    const right = at(radius * 0.05, angle + Math.PI / 2);
    group.addShape('path', {
      name: 'needle',
      attrs: {
        path: [['M', tail.x, tail.y], ['L', left.x, left.y], ['L', tip.x, tip.y], ['L', right.x, right.y], ['Z']],
        fill: '#434343',
      },
    });
    group.addShape('circle', {name: 'hub', attrs: {x: center.x, y: center.y, r: radius * 0.06, fill: '#262626'}});
    return group;
  },
});

export default function Demo() {
  return (
    <Gauge
      percent={0.68}
      range={{ticks: [0, 0.5, 0.8, 1], color: ['#5B8FF9', '#5AD8A6', '#E8684A']}}
      indicator={{shape: 'tapered-needle'}}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}°`}, subTickLine: {count: 3}}}
      statistic={{
        content: {
          formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)} °C`,
          style: {fontSize: '24px', color: 'inherit'},
        },
      }}
    />
  );
}
