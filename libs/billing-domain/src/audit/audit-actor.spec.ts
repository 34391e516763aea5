import { actorEmailOf, terminalActorOf } from './audit-actor';

describe('who an audit entry names', () => {
  it('names the terminal by its OS account', () => {
    expect(terminalActorOf('rania')).toBe('cli:rania');
  });

  it('names the user the terminal acts for beside the OS account (--as)', () => {
    expect(terminalActorOf('root', 'rania@example.com')).toBe('cli:root (rania@example.com)');
  });

  it('finds the user of a signed-in actor by the e-mail itself', () => {
    expect(actorEmailOf('rania@example.com')).toBe('rania@example.com');
  });

  it('finds the user a terminal acted for, and none for the terminal alone or the system', () => {
    expect(actorEmailOf(terminalActorOf('root', 'Rania@Example.com'))).toBe('Rania@Example.com');
    expect(actorEmailOf('cli:root')).toBeNull();
    expect(actorEmailOf('cli:a (b)')).toBeNull();
    expect(actorEmailOf('system')).toBeNull();
  });
});
