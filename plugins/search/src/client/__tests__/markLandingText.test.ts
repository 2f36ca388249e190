import {clearLandingMarks, markLandingText, MAX_LANDING_MARKS} from '../markLandingText';

const marks = () => [...document.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('markLandingText', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <main>
        <h2 id="legend">Legend <a href="#legend">#</a></h2>
        <p>The legend position: <code>legend.position</code>.</p>
        <pre><code>legend: {position: 'top'}</code></pre>
        <textarea>legend</textarea>
        <svg><text>legend</text></svg>
      </main>
      <nav>legend</nav>`;
  });

  it('marks the words in the main text only, never in code blocks, fields or drawings', () => {
    markLandingText(document.querySelector('main')!, ['Legend', 'position']);
    expect(marks()).toEqual(['Legend', 'legend', 'position', 'legend', 'position']);
    expect(document.querySelector('pre')!.querySelector('mark')).toBeNull();
    expect(document.querySelector('nav')!.querySelector('mark')).toBeNull();
    expect(document.getElementById('legend')!.querySelector('a')!.getAttribute('href')).toBe('#legend');
  });

  it('keeps each text node in place (the node React renders into), and skips buttons', () => {
    const paragraph = document.querySelector('p')!;
    const first = paragraph.firstChild as Text;
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button>Show legend</button>');
    const stop = markLandingText(document.querySelector('main')!, ['position']);
    expect(first.isConnected).toBe(true);
    expect(first.nodeValue).toBe('The legend ');
    expect(document.querySelector('button')!.innerHTML).toBe('Show legend');
    stop();
    expect(first.nodeValue).toBe('The legend position: ');
    expect(paragraph.firstChild).toBe(first);
  });

  it('puts the text back as it was when cleared', () => {
    const main = document.querySelector('main')!;
    const before = main.textContent;
    const stop = markLandingText(main, ['legend']);
    stop();
    expect(marks()).toEqual([]);
    expect(main.textContent).toBe(before);
    expect(main.querySelector('p')!.childNodes).toHaveLength(3);
  });

  it('marks content that renders after arrival', async () => {
    const main = document.querySelector('main')!;
    const stop = markLandingText(main, ['radius']);
    const row = document.createElement('p');
    row.textContent = 'innerRadius: the radius of the hole';
    main.append(row);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...row.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Radius', 'radius']);
    stop();
  });

  it('stops after MAX_LANDING_MARKS and ignores one-letter words', () => {
    document.body.innerHTML = `<main><p>${'a line '.repeat(MAX_LANDING_MARKS + 50)}</p></main>`;
    markLandingText(document.querySelector('main')!, ['line', 'a']);
    expect(marks()).toHaveLength(MAX_LANDING_MARKS);
    clearLandingMarks();
    expect(marks()).toHaveLength(0);
  });
});
