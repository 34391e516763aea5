import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieSettingsProblem } from './cookie-settings';

describe('the cookie and proxy settings', () => {
  it('refuses secure cookies without a trusted proxy, naming the variable to set', () => {
    const problem = cookieSettingsProblem({ COOKIE_SECURE: 'true' });
    expect(problem).toContain('TRUST_PROXY=true');
    expect(problem).not.toContain('\n');
    expect(cookieSettingsProblem({ COOKIE_SECURE: 'true', TRUST_PROXY: 'false' })).toBe(problem);
  });

  it.each([
    ['nothing set (plain http on a local network)', {}],
    ['secure cookies behind a trusted proxy', { COOKIE_SECURE: 'true', TRUST_PROXY: 'true' }],
    ['a trusted proxy without secure cookies', { TRUST_PROXY: 'true' }],
    ['secure cookies turned off', { COOKIE_SECURE: 'false' }],
  ])('accepts %s', (_case, env) => {
    expect(cookieSettingsProblem(env)).toBeNull();
  });

  it('stops the app at start with exit 1 and one line, before any database is started', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kahraba-cookie-'));
    try {
      const main = join(__dirname, '..', '..', '..', 'dist', 'main.js');
      const { PATH, HOME } = process.env;
      const run = spawnSync(process.execPath, [main], {
        env: { PATH, HOME, COOKIE_SECURE: 'true', DATA_DIR: join(dataDir, 'data'), PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('TRUST_PROXY=true');
      expect(existsSync(join(dataDir, 'data'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
