import {
  EmbeddedPostgresSupervisor,
  SUPERVISION_INTERVAL_MS,
  type ServerCondition,
} from './embedded-postgres-supervisor';

/** A server whose condition the test sets, and whose starts it answers when it chooses. */
function cluster() {
  let condition: ServerCondition = 'running';
  const starts: { succeed(): void; fail(): void }[] = [];
  const lines: string[] = [];
  const supervisor = new EmbeddedPostgresSupervisor(
    () => condition,
    () =>
      new Promise<void>((resolve, reject) => {
        starts.push({
          succeed: () => {
            condition = 'running';
            resolve();
          },
          fail: () => reject(new Error('pre-existing shared memory block is still in use')),
        });
      }),
  );
  supervisor.start((line) => lines.push(line));
  return {
    supervisor,
    starts,
    lines,
    becomes: (next: ServerCondition) => (condition = next),
  };
}

/** One look of the supervisor, and whatever it set off. */
async function nextLook(): Promise<void> {
  await jest.advanceTimersByTimeAsync(SUPERVISION_INTERVAL_MS);
}

describe('EmbeddedPostgresSupervisor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts a server that died again, and says it is restarting until it runs', async () => {
    const { supervisor, starts, lines, becomes } = cluster();
    await nextLook();
    expect(starts).toHaveLength(0);
    expect(supervisor.state()).toBe('running');

    becomes('died');
    await nextLook();
    expect(starts).toHaveLength(1);
    expect(supervisor.state()).toBe('restarting');

    starts[0]!.succeed();
    await nextLook();
    expect(supervisor.state()).toBe('running');
    expect(lines).toEqual([
      'the embedded PostgreSQL died: starting it again',
      expect.stringMatching(/^the embedded PostgreSQL was started again in \d+ ms$/),
    ]);
    await supervisor.standDown();
  });

  it('tries again at the next look when a start fails, one start at a time', async () => {
    const { supervisor, starts, becomes } = cluster();
    becomes('died');
    await nextLook();
    await nextLook();
    expect(starts).toHaveLength(1); // the first start is still under way

    starts[0]!.fail();
    await nextLook();
    expect(starts).toHaveLength(2);
    expect(supervisor.state()).toBe('restarting');
    starts[1]!.succeed();
    await nextLook();
    expect(supervisor.state()).toBe('running');
    await supervisor.standDown();
  });

  it('leaves alone a server shut down on purpose by a process that still owns it', async () => {
    const { supervisor, starts, becomes } = cluster();
    becomes('shut down');
    await nextLook();
    await nextLook();
    expect(starts).toHaveLength(0);
    await supervisor.standDown();
  });

  it('leaves a dead server to the live process that owns it, saying it is restarting, and starts it once that owner is gone', async () => {
    const { supervisor, starts, lines, becomes } = cluster();
    becomes('died, left to its owner');
    await nextLook();
    await nextLook();
    expect(starts).toHaveLength(0);
    expect(supervisor.state()).toBe('restarting');

    becomes('died'); // its owner ended
    await nextLook();
    expect(starts).toHaveLength(1);
    starts[0]!.succeed();
    await nextLook();
    expect(supervisor.state()).toBe('running');
    expect(lines[0]).toBe('the embedded PostgreSQL died: the process that owns it starts it again');
    await supervisor.standDown();
  });

  it('says it runs again when the owner has started it again', async () => {
    const { supervisor, starts, becomes } = cluster();
    becomes('died, left to its owner');
    await nextLook();
    becomes('running');
    await nextLook();
    expect(starts).toHaveLength(0);
    expect(supervisor.state()).toBe('running');
    await supervisor.standDown();
  });

  it('starts nothing once stood down, and stands down only after a start under way has ended', async () => {
    const { supervisor, starts, becomes } = cluster();
    becomes('died');
    await nextLook();
    let stoodDown = false;
    const standingDown = supervisor.standDown().then(() => (stoodDown = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stoodDown).toBe(false);

    starts[0]!.fail();
    await standingDown;
    becomes('died');
    await nextLook();
    await nextLook();
    expect(starts).toHaveLength(1);
  });
});
