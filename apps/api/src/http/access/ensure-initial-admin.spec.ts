import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { EnsureInitialAdminCommand } from '../../application/access/ensure-initial-admin.command';
import { ListUsersQuery } from '../../application/access/list-users.query';
import { VerifyCredentialsQuery } from '../../application/access/verify-credentials.query';

describe('the first administrator', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await startTestApp();
  });
  afterEach(() => testApp.close());

  it('is created once with a generated strong password that signs in', async () => {
    const bus = testApp.app.get(CommandBus);
    const first = await bus.execute(new EnsureInitialAdminCommand(undefined, undefined));
    expect(first.created).toBe(true);
    expect(first.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const user = await testApp.app
      .get(QueryBus)
      .execute(new VerifyCredentialsQuery(first.email!, first.generatedPassword!));
    expect(user?.role).toBe('admin');
    const second = await bus.execute(new EnsureInitialAdminCommand(undefined, undefined));
    expect(second).toEqual({ created: false });
    expect(await testApp.app.get(QueryBus).execute(new ListUsersQuery())).toHaveLength(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, printing no password', async () => {
    const result = await testApp.app
      .get(CommandBus)
      .execute(new EnsureInitialAdminCommand('Boss@Example.com', 'given password'));
    expect(result).toEqual({ created: true, email: 'boss@example.com', generatedPassword: undefined });
    const user = await testApp.app
      .get(QueryBus)
      .execute(new VerifyCredentialsQuery('boss@example.com', 'given password'));
    expect(user?.email).toBe('boss@example.com');
  });
});
