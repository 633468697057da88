import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, until } from '../node-test-helpers';

describe('the request log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the path without the query, which may carry a signed URL’s credential', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const sandbox = await startTestSandbox({ quiet: false });
    try {
      await fetch(`${sandbox.apiUrl}/analytics/reportRuns/some-run/file?signature=s3cret-signature`);
      await until(() => lines.some((line) => line.includes('/analytics/reportRuns/some-run/file')));
    } finally {
      await sandbox.close();
    }
    const logged = lines.find((line) => line.includes('/file'))!;
    expect(logged).toContain('GET /analytics/reportRuns/some-run/file?…');
    expect(lines.join('\n')).not.toContain('s3cret-signature');
  });
});
