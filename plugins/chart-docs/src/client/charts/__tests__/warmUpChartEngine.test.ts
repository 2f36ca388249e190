const LAYERS = ['@antv/g-canvas', '@antv/component', '@antv/g2', '@antv/g2plot'];

describe('warmUpChartEngine', () => {
  beforeEach(() => {
    jest.resetModules();
  });

  it('runs the engine bottom-up, once, however many charts ask for it', async () => {
    const ran: string[] = [];
    for (const name of LAYERS) {
      jest.doMock(name, () => {
        ran.push(name);
        return {};
      });
    }
    const {warmUpChartEngine} = await import('../warmUpChartEngine');
    await Promise.all([warmUpChartEngine(), warmUpChartEngine()]);
    await warmUpChartEngine();
    expect(ran).toEqual(LAYERS);
  });

  it('after a failed chunk load, the next chart tries again instead of failing forever', async () => {
    let attempts = 0;
    for (const name of LAYERS) {
      jest.doMock(name, () => {
        if (name === '@antv/g2') {
          attempts += 1;
          if (attempts === 1) throw new Error('Loading chunk chart-engine failed.');
        }
        return {};
      });
    }
    const {warmUpChartEngine} = await import('../warmUpChartEngine');
    await expect(warmUpChartEngine()).rejects.toThrow('Loading chunk chart-engine failed.');
    await expect(warmUpChartEngine()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
