import fc from 'fast-check';
import {chartTable, toCsv} from '../chartRecords';

describe('chartTable', () => {
  it('lists every record with columns named by their meta aliases', () => {
    const table = chartTable('column', {
      data: [
        {city: 'Oslo', rain: 10},
        {city: 'Rome', rain: 4, note: 'dry'},
      ],
      meta: {rain: {alias: 'Rain (mm)'}},
    });
    expect(table.columns).toEqual([
      {key: 'city', label: 'city'},
      {key: 'rain', label: 'Rain (mm)'},
      {key: 'note', label: 'note'},
    ]);
    expect(table.rows).toEqual([
      {city: 'Oslo', rain: 10},
      {city: 'Rome', rain: 4, note: 'dry'},
    ]);
  });

  it('lists the records of a dual-axes chart once when both axes read the same array', () => {
    const data = [{month: 'Jan', orders: 1, rate: 2}];
    expect(chartTable('dual-axes', {data: [data, data]}).rows).toHaveLength(1);
    expect(chartTable('dual-axes', {data: [data, [{month: 'Jan', rate: 3}]]}).rows).toHaveLength(2);
  });

  it('names the view of each record of a Mix', () => {
    const table = chartTable('mix', {
      plots: [
        {type: 'line', options: {data: [{m: 'Jan', v: 1}], meta: {v: {alias: 'Value'}}}},
        {type: 'pie', options: {data: [{c: 'A', v: 2}]}},
      ],
    });
    expect(table.rows).toEqual([
      {view: 'line', m: 'Jan', v: 1},
      {view: 'pie', c: 'A', v: 2},
    ]);
    expect(table.columns.map((column) => column.label)).toEqual(['view', 'm', 'Value', 'c']);
  });

  it('flattens trees with a path column: leaves of a treemap, all nodes of a circle packing', () => {
    const tree = {
      name: 'root',
      children: [
        {
          name: 'A',
          children: [
            {name: 'A1', value: 2},
            {name: 'A2', value: 3},
          ],
        },
        {name: 'B', value: 4},
      ],
    };
    expect(chartTable('treemap', {data: tree}).rows).toEqual([
      {path: 'root / A / A1', name: 'A1', value: 2},
      {path: 'root / A / A2', name: 'A2', value: 3},
      {path: 'root / B', name: 'B', value: 4},
    ]);
    expect(chartTable('sunburst', {data: tree}).rows.map((row) => [row.path, row.value])).toEqual([
      ['root / A', 5],
      ['root / A / A1', 2],
      ['root / A / A2', 3],
      ['root / B', 4],
    ]);
    expect(chartTable('circle-packing', {data: tree}).rows).toHaveLength(5);
  });

  it('turns array values into text and drops G2 bookkeeping keys', () => {
    const table = chartTable('venn', {data: [{sets: ['A', 'B'], size: 3, _origin: {}}]});
    expect(table.rows).toEqual([{sets: 'A, B', size: 3}]);
  });

  it('gives a gauge its percent as its one record', () => {
    expect(chartTable('gauge', {percent: 0.75}).rows).toEqual([{percent: 0.75}]);
    expect(chartTable('liquid', {}).rows).toEqual([]);
  });

  it('returns no rows for data that is not a list of records', () => {
    expect(chartTable('line', {data: 'nonsense'}).rows).toEqual([]);
    expect(chartTable('line', {data: [null, 'x', {a: 1}]}).rows).toEqual([{a: 1}]);
  });

  it('numbers the bare values of a tiny chart', () => {
    expect(chartTable('tiny-line', {data: [4, 7, Number.NaN]}).rows).toEqual([
      {index: 1, value: 4},
      {index: 2, value: 7},
    ]);
  });
});

describe('toCsv', () => {
  it('writes a header of labels and quotes cells that need it', () => {
    const csv = toCsv({
      columns: [
        {key: 'name', label: 'Name'},
        {key: 'value', label: 'Value, $'},
      ],
      rows: [{name: 'Say "hi"', value: 1}, {name: 'B'}],
    });
    expect(csv).toBe('Name,"Value, $"\r\n"Say ""hi""",1\r\nB,');
  });

  it('prefixes text that a spreadsheet would run as a formula with a quote (OWASP CSV injection)', () => {
    const csv = toCsv({
      columns: [
        {key: 'cell', label: '=HYPERLINK("http://evil.example","x")'},
        {key: 'n', label: 'n'},
      ],
      rows: [
        {cell: '=1+2', n: -5},
        {cell: '+1', n: -0.25},
        {cell: '-2+3', n: Number.NEGATIVE_INFINITY},
        {cell: '@SUM(A1)', n: 1e21},
        {cell: '\tcmd', n: null},
        {cell: '\r=1', n: null},
        {cell: '-5', n: null},
        {cell: 'a=b', n: null},
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")",n`,
      "'=1+2,-5",
      "'+1,-0.25",
      "'-2+3,'-Infinity",
      "'@SUM(A1),1e+21",
      "'\tcmd,",
      // A carriage return also needs quoting (RFC 4180); the quote prefix comes first.
      `"'\r=1",`,
      // Text that looks like a number is still text: only number cells stay bare.
      "'-5,",
      'a=b,',
    ]);
  });

  it('never lets a text cell or a label start with a formula character, whatever the text', () => {
    const formulaLead = fc.constantFrom('=', '+', '-', '@', '\t', '\r');
    const text = fc.oneof(
      fc.string(),
      fc.tuple(formulaLead, fc.string()).map(([lead, rest]) => lead + rest),
    );
    const startsLikeFormula = (field: string): boolean => /^"?[=+\-@\t\r]/.test(field);
    fc.assert(
      fc.property(text, (value) => {
        // A header of one label with no rows is that label's field alone; a row's field follows `c\r\n`.
        expect(startsLikeFormula(toCsv({columns: [{key: 'c', label: value}], rows: []}))).toBe(false);
        expect(startsLikeFormula(toCsv({columns: [{key: 'c', label: 'c'}], rows: [{c: value}]}).slice(3))).toBe(false);
      }),
    );
  });
});
