import { Month } from '@kahraba/billing-domain';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';

describe('the billing command line', () => {
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    env = { DATABASE_URL: await createTestDatabase(), DATA_DIR: '' };
  });

  it('prints help everywhere and exits 0', async () => {
    for (const args of [['--help'], ['users', '--help'], ['month', 'close', '--help']]) {
      const run = await billing(args, env);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Usage: billing/);
    }
  });

  it('refuses a BUSINESS_TIME_ZONE that is no time zone with one line, before any database', async () => {
    const run = await billing(['month', 'close', '--system', 'ampere', '--json'], {
      ...env,
      BUSINESS_TIME_ZONE: 'Beirut',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stderr)).toMatchObject({ code: 'INVALID_BUSINESS_TIME_ZONE' });
    expect(run.stderr).toContain('BUSINESS_TIME_ZONE ليست منطقة زمنية: «Beirut»');
  });

  it('prints the help for `billing` alone and for a group named without its command', async () => {
    const bare = await billing([], env);
    expect(bare).toMatchObject({ code: 0, stderr: '' });
    expect(bare.stdout).toMatch(/^Usage: billing /);
    expect(bare.stdout).toContain('readings');
    const group = await billing(['readings'], env);
    expect(group).toMatchObject({ code: 0, stderr: '' });
    expect(group.stdout).toMatch(/^Usage: billing readings /);
  });

  it('exits 2 on bad usage with one Arabic line on stderr', async () => {
    const unknown = await billing(['bogus'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('خطأ: أمر غير معروف: bogus (اكتب billing --help لترى الأوامر)\n');
    const option = await billing(['users', 'list', '--colour'], env);
    expect(option).toMatchObject({
      code: 2,
      stderr: 'خطأ: خيار غير معروف: --colour (اكتب billing users list --help لترى الخيارات)\n',
    });
    const missing = await billing(['month', 'close'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--system/);
    const badMonth = await billing(['month', 'close', '--system', 'ampere', '--month', 'November'], env);
    expect(badMonth.code).toBe(2);
  });

  it('says every usage error in Arabic, naming what was typed and where to find the usage', async () => {
    const said = [
      [['bogus'], 'خطأ: أمر غير معروف: bogus (اكتب billing --help لترى الأوامر)'],
      [['users', 'lst'], 'خطأ: أمر غير معروف: lst، هل تقصد list؟ (اكتب billing users --help لترى الأوامر)'],
      [
        ['users', 'list', '--jsn'],
        'خطأ: خيار غير معروف: --jsn، هل تقصد --json؟ (اكتب billing users list --help لترى الخيارات)',
      ],
      [['month', 'close'], 'خطأ: الخيار --system مطلوب'],
      [['month', 'close', '--system'], 'خطأ: الخيار --system يحتاج إلى قيمة'],
      [
        ['month', 'close', '--system', 'ampere', '--month', 'November'],
        'خطأ: القيمة November لا تصلح للخيار --month: اكتب الشهر بالأرقام، سنة ثم شهر من 01 إلى 12، مثل 2026-11',
      ],
      [
        ['audit', 'list', '--since', 'yesterday'],
        'خطأ: القيمة yesterday لا تصلح للخيار --since: اكتب يوماً موجوداً بالأرقام، سنة ثم شهر ثم يوم، مثل 2026-11-01',
      ],
      [
        ['passcodes', 'set', '--scope', 'everything'],
        'خطأ: القيمة everything لا تصلح للخيار --scope: القيم المقبولة tables, danger',
      ],
      [['restore'], 'خطأ: ينقص المُعطى <file> (اكتب billing restore --help لترى الاستعمال)'],
      [
        ['backup', 'verify', 'a.backup', 'b.backup'],
        'خطأ: مُعطى زائد: b.backup (billing backup verify يأخذ 1)',
      ],
      [['users', 'list', 'everyone'], 'خطأ: مُعطى زائد: everyone (billing users list لا يأخذ مُعطيات)'],
    ] as const;
    for (const [args, line] of said) {
      const run = await billing([...args], env);
      expect({ args, code: run.code, stderr: run.stderr }).toEqual({ args, code: 2, stderr: `${line}\n` });
    }
  });

  it('exits 2 for a month that does not exist, before touching the database', async () => {
    for (const month of ['2026-13', '2026-00', '2026-1']) {
      const run = await billing(['month', 'close', '--system', 'ampere', '--month', month], env);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/--month/);
    }
  });

  it('with --json, reports a usage error on stderr as one JSON line with a code', async () => {
    const run = await billing(['month', 'close', '--system', 'ampere', '--month', '2026-13', '--json'], env);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual({ error: expect.stringMatching(/--month/), code: 'USAGE_ERROR' });
  });

  it('with --json, reports a refused command on stderr as one JSON line with its domain code', async () => {
    const args = ['users', 'create', '--email', 'json@example.com', '--first-name', 'a', '--last-name', 'b'];
    const created = await billing([...args, '--role', 'admin', '--password', 'long enough', '--json'], env);
    expect(created.code).toBe(0);
    const again = await billing([...args, '--role', 'admin', '--password', 'long enough', '--json'], env);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe('');
    const lines = again.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const reported = JSON.parse(lines[0]) as { error: string; code: string };
    expect(reported.error).toMatch(/مستخدم مسبقاً/);
    expect(reported.code).toBe('EMAIL_ALREADY_USED');
  });

  it('creates a user with the password read from stdin, then lists it as JSON', async () => {
    const created = await billing(
      [
        'users',
        'create',
        '--email',
        'Layla@Example.com',
        '--first-name',
        'ليلى',
        '--last-name',
        'حداد',
        '--role',
        'operator',
        '--json',
      ],
      env,
      'a strong passphrase\n',
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      email: 'layla@example.com',
      firstName: 'ليلى',
      role: 'operator',
    });
    const listed = await billing(['users', 'list', '--json'], env);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).users).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'layla@example.com', lastName: 'حداد' })]),
    );
  });

  it('creates a collector', async () => {
    const collector = await billing(
      [
        'users',
        'create',
        '--email',
        'sami@example.com',
        '--first-name',
        'سامي',
        '--last-name',
        'عون',
        '--role',
        'collector',
        '--password',
        'long enough',
        '--json',
      ],
      env,
    );
    expect(collector.code).toBe(0);
    expect(JSON.parse(collector.stdout)).toMatchObject({ email: 'sami@example.com', role: 'collector' });
  });

  it('lets a collector walk the reading round: created with --meter-reader, changed by users update (docs/meter-reader.md)', async () => {
    const create = (email: string, role: string, ...extra: string[]) =>
      billing(
        [
          'users',
          'create',
          '--email',
          email,
          '--first-name',
          'وسيم',
          '--last-name',
          'حداد',
          '--role',
          role,
        ].concat(extra, ['--password', 'long enough', '--json']),
        env,
      );
    const reader = await create('reader@example.com', 'collector', '--meter-reader');
    expect(reader.code).toBe(0);
    expect(JSON.parse(reader.stdout)).toMatchObject({ role: 'collector', meterReader: true });

    const plain = await create('walker@example.com', 'collector');
    expect(JSON.parse(plain.stdout)).toMatchObject({ meterReader: false });
    const ticked = await billing(['users', 'update', '--email', 'Walker@example.com', '--meter-reader'], env);
    expect(ticked).toMatchObject({ code: 0 });
    expect(ticked.stdout.trim()).toBe('walker@example.com: محصّل، يقرأ العدادات');
    const untick = await billing(
      ['users', 'update', '--email', 'walker@example.com', '--no-meter-reader'],
      env,
    );
    expect(untick.stdout.trim()).toBe('walker@example.com: محصّل');

    const listed = await billing(['users', 'list'], env);
    expect(listed.stdout).toMatch(/يقرأ العدادات/);
    expect(listed.stdout).toMatch(/reader@example\.com .*محصّل\s+نعم\s+نعم/);

    const refused = await create('office@example.com', 'operator', '--meter-reader');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('صلاحية قراءة العدادات تُعطى للمحصّل فقط');
    const unknown = await billing(
      ['users', 'update', '--email', 'nobody@example.com', '--meter-reader'],
      env,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('لا يوجد مستخدم بالبريد nobody@example.com');
  });

  it('fails with exit code 1 and an Arabic message when the email is taken', async () => {
    const args = [
      'users',
      'create',
      '--email',
      'twice@example.com',
      '--first-name',
      'a',
      '--last-name',
      'b',
      '--role',
      'admin',
    ];
    expect((await billing([...args, '--password', 'long enough'], env)).code).toBe(0);
    const again = await billing([...args, '--password', 'long enough'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/مستخدم مسبقاً/);
  });

  it('reports the database as up to date after migrations', async () => {
    const run = await billing(['db', 'migrate', '--json'], env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ applied: [], database: expect.any(String) });
  });

  it('closes the live month once: a dry run changes nothing, a second close of the same month is refused', async () => {
    const dry = await billing(['month', 'close', '--system', 'ampere', '--dry-run', '--json'], env);
    expect(dry.code).toBe(0);
    const plan = JSON.parse(dry.stdout) as { month: string; nextMonth: string; dryRun: boolean };
    expect(plan.dryRun).toBe(true);
    // Without --json: one Arabic line, the months named.
    const told = await billing(['month', 'close', '--system', 'ampere', '--dry-run'], env);
    expect(told.code).toBe(0);
    expect(told.stdout.trim()).toBe(
      `معاينة: سيُغلق شهر ${Month.parse(plan.month).label()} في اشتراكات الأمبير لـ 0 عميل، ويصير الشهر الحالي ${Month.parse(plan.nextMonth).label()}. لم يتغير شيء`,
    );

    const closed = await billing(
      ['month', 'close', '--system', 'ampere', '--month', plan.month, '--json'],
      env,
    );
    expect(closed.code).toBe(0);
    expect(JSON.parse(closed.stdout)).toEqual({
      totalCustomers: 0,
      month: plan.month,
      nextMonth: plan.nextMonth,
      dryRun: false,
      billsAboveOfficialTariff: 0,
      database: expect.any(String),
    });

    const again = await billing(['month', 'close', '--system', 'ampere', '--month', plan.month], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/مغلق مسبقاً/);

    const againAsJson = await billing(
      ['month', 'close', '--system', 'ampere', '--month', plan.month, '--json'],
      env,
    );
    expect(againAsJson.code).toBe(1);
    expect(againAsJson.stdout).toBe('');
    expect(JSON.parse(againAsJson.stderr)).toEqual({
      error: expect.stringMatching(/مغلق مسبقاً/),
      code: 'MONTH_ALREADY_CLOSED',
      database: expect.any(String),
    });

    // The live month is now next month, which has not begun: a close without a month (cron run
    // twice, or the loser of a race) is told the month it meant is closed; naming next month is
    // told it has not begun.
    const ahead = await billing(['month', 'close', '--system', 'ampere'], env);
    expect(ahead.code).toBe(1);
    expect(ahead.stderr).toMatch(/مغلق مسبقاً/);
    const named = await billing(['month', 'close', '--system', 'ampere', '--month', plan.nextMonth], env);
    expect(named.code).toBe(1);
    expect(named.stderr).toMatch(/قبل حلوله/);
  });
});
