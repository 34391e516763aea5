import { render } from '@testing-library/react';
import { MixedDirectionText } from './mixed-direction-text';

const isolated = (container: HTMLElement) =>
  [...container.querySelectorAll('bdi[dir="ltr"]')].map((piece) => piece.textContent);

describe('a server sentence with Latin pieces', () => {
  it('keeps a folder and a file name left to right, and the sentence as it came', () => {
    const text =
      'آخر نسخة احتياطية (kahraba-2026-11-28T1200.backup) لا توجد مساحة كافية في /srv/kahraba/backups.';
    const { container } = render(<MixedDirectionText text={text} />);
    expect(container.textContent).toBe(text);
    expect(isolated(container)).toEqual(['kahraba-2026-11-28T1200.backup', '/srv/kahraba/backups']);
  });

  it('leaves Arabic and bare numbers alone', () => {
    const { container } = render(<MixedDirectionText text="تعذّر أخذ 3 نسخ" />);
    expect(isolated(container)).toEqual([]);
  });
});
