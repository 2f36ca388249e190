import {DEMO_TOPIC_IDS} from '../../topics';
import {topicOfOption} from '../optionTopics';

describe('topicOfOption', () => {
  it.each([
    ['legend', 'legend'],
    ['tooltip', 'tooltip'],
    ['label', 'label'],
    ['annotations', 'annotations'],
    ['xAxis', 'axis'],
    ['yAxis', 'axis'],
    ['meta', 'axis'],
    ['slider', 'slider'],
    ['scrollbar', 'slider'],
    ['interactions', 'interaction'],
    ['state', 'state'],
    ['pattern', 'pattern'],
    ['theme', 'theme'],
    ['animation', 'animation'],
  ])('%s is the subject of the %s topic', (option, topic) => {
    expect(topicOfOption(option)).toBe(topic);
    expect(DEMO_TOPIC_IDS).toContain(topic);
  });

  it.each(['data', 'color', 'isStack', 'columnStyle', 'height', 'toString', '__proto__'])(
    '%s has no topic of its own',
    (option) => {
      expect(topicOfOption(option)).toBeUndefined();
    },
  );
});
