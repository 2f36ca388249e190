import {sinceExplanation} from '../../../since/sinceText';
import {sinceTooltip} from '..';

it('reads in English as the Markdown twins explain "since"', () => {
  for (const since of [{g2plot: '2.3.1'}, {plots: '1.0.5'}, {plots: '1.0.5', g2plot: '2.3.33'}]) {
    expect(sinceTooltip(since)).toBe(sinceExplanation(since));
  }
});
