import { toggleMember } from './toggle-member';

describe('toggleMember', () => {
  it('adds a member that is not selected', () => {
    expect([...toggleMember(new Set(['1']), '2')]).toEqual(['1', '2']);
  });

  it('takes out a member that is selected', () => {
    expect([...toggleMember(new Set(['1', '2']), '1')]).toEqual(['2']);
  });

  it('leaves the given set as it was', () => {
    const selected = new Set(['1']);
    toggleMember(selected, '1');
    expect([...selected]).toEqual(['1']);
  });
});
