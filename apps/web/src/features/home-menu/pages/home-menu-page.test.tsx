import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageHeaderActionsContext } from '../../../components/page-layout';
import { onAPhone } from '../../../test/phone-screen';
import { HomeMenuPage, type HomeMenuUser } from './home-menu-page';

function renderMenu(user: HomeMenuUser | undefined) {
  render(
    <MemoryRouter>
      <PageHeaderActionsContext.Provider value={<button>تسجيل الخروج</button>}>
        <HomeMenuPage user={user} />
      </PageHeaderActionsContext.Provider>
    </MemoryRouter>,
  );
}

const owner: HomeMenuUser = { firstName: 'أحمد', lastName: 'الخطيب', role: 'admin' };
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the home menu', () => {
  it('greets the operator by first and last name', () => {
    renderMenu({ firstName: 'أحمد', lastName: 'الخطيب' });

    expect(screen.getByRole('heading', { level: 1, name: 'مرحباً أحمد الخطيب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('offers an administrator every card, in order; the built ones link to their screens', () => {
    renderMenu(owner);

    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cards).toEqual([
      'نظام اشتراكات الأمبير',
      'نظام الكيلوواط ساعي',
      'لوحة معلومات النظام',
      'تقرير التحصيل',
      'سجل المولد',
      'تسليم النقد',
      'المدينون',
      'إدارة الأرشيف',
      'تصدير واستيراد القراءات',
      'التحصيل',
      'جولة القراءات',
      'إدارة بيانات الأعمدة',
    ]);
    const targets = screen
      .getAllByRole('region')
      .flatMap((region) => within(region).queryAllByRole('link'))
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '/ampere',
      '/kwh-home',
      '/system-dashboard',
      '/payments',
      '/generator-log',
      '/handover',
      '/debtors',
      '/archive-management',
      '/reading-export-import',
      '/collect',
      '/read',
      '/column-data-manager',
    ]);
    expect(screen.getByRole('link', { name: /نظام اشتراكات الأمبير/ })).toHaveAccessibleName(
      expect.stringContaining('الفوترة التقليدية'),
    );
    expect(screen.getByRole('link', { name: /نظام الكيلوواط ساعي/ })).toHaveAttribute('href', '/kwh-home');
  });

  it('shows the column tool under the advanced tools, marked dangerous and password-protected', () => {
    renderMenu(owner);

    const advanced = screen.getByRole('region', { name: 'أدوات إدارية متقدمة' });
    const tool = within(advanced).getByRole('heading', { name: 'إدارة بيانات الأعمدة' }).closest('.card');
    expect(tool).toHaveTextContent('خطير');
    expect(tool).toHaveTextContent('محمي بكلمة مرور');
  });

  it('links the column-data manager from the advanced tools', () => {
    renderMenu(owner);

    const advanced = screen.getByRole('region', { name: 'أدوات إدارية متقدمة' });
    expect(within(advanced).getByRole('link', { name: /إدارة بيانات الأعمدة/ })).toHaveAttribute(
      'href',
      '/column-data-manager',
    );
  });

  it("carries the copyright line from 2025 to this year of the business's calendar", () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T22:30:00Z'), advanceTimers: true });
    try {
      renderMenu({ firstName: 'أحمد', lastName: 'الخطيب' });
      // 31 December 22:30 UTC is already 1 January in Beirut.
      expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025–2027');
    } finally {
      jest.useRealTimers();
    }
  });

  it('links to the company profile from the footer', () => {
    renderMenu({ firstName: 'أحمد', lastName: 'الخطيب' });

    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'بيانات الشركة' }),
    ).toHaveAttribute('href', '/settings/company');
  });

  it('links to the registration requests and the QR codes from the footer', () => {
    renderMenu({ firstName: 'أحمد', lastName: 'الخطيب' });

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'طلبات الاشتراك' })).toHaveAttribute(
      'href',
      '/pending-customers',
    );
    expect(within(footer).getByRole('link', { name: 'رموز QR' })).toHaveAttribute('href', '/qr-codes');
  });

  it('links to bulk printing for every type from the footer', () => {
    renderMenu({ firstName: 'أحمد', lastName: 'الخطيب' });

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'الطباعة المجمعة' })).toHaveAttribute(
      'href',
      '/bulk-print',
    );
  });

  it('shows a loading spinner until the user is known', () => {
    renderMenu(undefined);

    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  describe('by role', () => {
    it('shows an operator every card but the administrators’ ones (archive tool, column data)', () => {
      renderMenu({ firstName: 'رانيا', lastName: 'خوري', role: 'operator' });

      expect(cardTitles()).toEqual([
        'نظام اشتراكات الأمبير',
        'نظام الكيلوواط ساعي',
        'لوحة معلومات النظام',
        'تقرير التحصيل',
        'سجل المولد',
        'المدينون',
        'تصدير واستيراد القراءات',
        'التحصيل',
        'جولة القراءات',
      ]);
      expect(screen.queryByRole('region', { name: 'أدوات إدارية متقدمة' })).not.toBeInTheDocument();
      expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'المستخدمون' })).toBeNull();
    });

    it('leads a collector with collection, then their own collections, and offers nothing else', () => {
      renderMenu({ firstName: 'سامي', lastName: 'عون', role: 'collector' });

      expect(screen.getByRole('heading', { level: 1, name: 'مرحباً سامي عون' })).toBeInTheDocument();
      expect(cardTitles()).toEqual(['التحصيل', 'تحصيلاتي']);
      // The brand leads home; the cards to collection and their report.
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/',
        '/collect',
        '/payments',
      ]);
      expect(screen.getByRole('contentinfo')).toHaveTextContent(/© 2025/);
    });

    it('offers a collector who reads meters the reading round after collection (docs/meter-reader.md)', () => {
      renderMenu({ firstName: 'وسيم', lastName: 'حداد', role: 'collector', meterReader: true });

      expect(cardTitles()).toEqual(['التحصيل', 'جولة القراءات', 'تحصيلاتي']);
      expect(screen.getByRole('link', { name: /^جولة القراءات / })).toHaveAttribute('href', '/read');
      expect(
        screen.getByText('استلم الدفعات واقرأ العدادات واطبع الإيصالات وراجع تحصيلاتك'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /تصدير واستيراد القراءات/ })).not.toBeInTheDocument();
    });
  });
});

describe('the home menu for administrators', () => {
  it('links an administrator, and only an administrator, to the backups', () => {
    renderMenu({ firstName: 'أحمد', lastName: 'الخطيب', role: 'admin' });
    expect(screen.getByRole('link', { name: 'النسخ الاحتياطية' })).toHaveAttribute('href', '/backups');
  });

  it('does not show the backups to an operator', () => {
    renderMenu({ firstName: 'سامي', lastName: 'الحلبي', role: 'operator' });
    expect(screen.queryByRole('link', { name: 'النسخ الاحتياطية' })).not.toBeInTheDocument();
  });
});

describe('the home menu on a phone', () => {
  onAPhone();

  it('leads an operator with what a phone is for: collection, then the reading round', () => {
    renderMenu({ firstName: 'سامي', lastName: 'الحلبي', role: 'operator' });
    expect(cardTitles()).toEqual([
      'التحصيل',
      'جولة القراءات',
      'نظام اشتراكات الأمبير',
      'نظام الكيلوواط ساعي',
      'لوحة معلومات النظام',
      'تقرير التحصيل',
      'سجل المولد',
      'المدينون',
      'تصدير واستيراد القراءات',
    ]);
  });

  it('still leads a collector with collection, then their own collections', () => {
    renderMenu({ firstName: 'سامي', lastName: 'عون', role: 'collector' });
    expect(cardTitles()).toEqual(['التحصيل', 'تحصيلاتي']);
  });

  it('leads a collector who reads meters with collection, then the reading round', () => {
    renderMenu({ firstName: 'وسيم', lastName: 'حداد', role: 'collector', meterReader: true });
    expect(cardTitles()).toEqual(['التحصيل', 'جولة القراءات', 'تحصيلاتي']);
  });
});
