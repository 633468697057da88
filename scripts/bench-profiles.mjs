/**
 * The bench's device profiles (scripts/bench.mjs `--profile desktop|mobile|all`). Desktop is the machine
 * as it is. Mobile is how a payer on a phone feels the same pages: Chromium's CPU throttling 4x and
 * DevTools' "Slow 4G" network (150 ms round trip, 1.6 Mbps down, 750 kbps up), where the script's bytes
 * and every round trip count. Both are set through CDP on every tab the bench opens, the SDK's and the
 * floor's alike, before the tab loads anything.
 */

export const profiles = {
  desktop: { name: 'desktop', cpuSlowdown: 1 },
  mobile: {
    name: 'mobile',
    cpuSlowdown: 4,
    network: { roundTripMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 },
  },
};

/** The profiles a `--profile` value names: one of them, or `all` (desktop, then mobile). */
export function profilesNamed(value = 'desktop') {
  if (value === 'all') return [profiles.desktop, profiles.mobile];
  const profile = profiles[value];
  if (!profile) throw new Error(`--profile ${value}: expected desktop, mobile or all`);
  return [profile];
}

/** A new tab (its own browser context, so nothing is cached from a previous run) under the profile. */
export async function newProfiledTab(browser, profile) {
  const tab = await browser.newPage();
  if (profile.cpuSlowdown === 1 && !profile.network) return tab;
  await throttle(await tab.context().newCDPSession(tab), profile);
  // A frame of another site runs in its own process, out of reach of the tab's session: it gets its own
  // (the bench's frames are all on 127.0.0.1, one site, so today none needs it).
  tab.on('frameattached', (frame) => {
    tab
      .context()
      .newCDPSession(frame)
      .then((session) => throttle(session, profile))
      .catch(() => undefined); // a frame of the tab's own process: the tab's session covers it
  });
  return tab;
}

/** CPU and network throttling on one CDP session (a tab, or a frame in a process of its own). */
async function throttle(session, { cpuSlowdown, network }) {
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (!network) return;
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.roundTripMs,
    downloadThroughput: network.downloadBitsPerSecond / 8,
    uploadThroughput: network.uploadBitsPerSecond / 8,
  });
}

/** The profile in a line, for the tables. */
export function describeProfile({ name, cpuSlowdown, network }) {
  if (!network) return `${name} (the machine as it is)`;
  return (
    `${name} (CPU ${cpuSlowdown}x slower; network ${network.roundTripMs} ms round trip, ` +
    `${network.downloadBitsPerSecond / 1e6} Mbps down, ${network.uploadBitsPerSecond / 1e3} kbps up)`
  );
}
