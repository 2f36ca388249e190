/** Lighthouse's mobile preset as CDP settings: Slow 4G and a 4x slower CPU. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Opens a tab in `context` with mobile network and CPU throttling and loads `url`; the CDP session can lift the throttling. */
/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
export async function openThrottledTab(context, url) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await tab.goto(url, {waitUntil: 'load', timeout: 90_000});
  return {tab, cdp};
}
