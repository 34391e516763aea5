import { PasswordHasher } from './password-hasher';

describe('password hashing', () => {
  const cost = process.env.PASSWORD_HASH_COST;
  afterEach(() => {
    if (cost === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = cost;
  });

  it('hashes with argon2id at 64 MiB and 3 passes outside the tests', async () => {
    delete process.env.PASSWORD_HASH_COST;
    const hash = await new PasswordHasher().hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
  });

  it('hashes cheaply only when the test suites ask for it', async () => {
    process.env.PASSWORD_HASH_COST = 'test';
    const hash = await new PasswordHasher().hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('verifies a stored hash by its own cost, whatever the current setting', async () => {
    delete process.env.PASSWORD_HASH_COST;
    const strong = await new PasswordHasher().hash('correct horse battery');
    process.env.PASSWORD_HASH_COST = 'test';
    const hasher = new PasswordHasher();
    expect(await hasher.verify(strong, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(strong, 'wrong horse battery')).toBe(false);
  });

  it('refuses every password when there is no account to check it against', async () => {
    process.env.PASSWORD_HASH_COST = 'test';
    expect(await new PasswordHasher().verifyNothing('correct horse battery')).toBe(false);
  });
});
