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
});
