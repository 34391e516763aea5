import { historyWhatsAppText, invoiceWhatsAppText, receiptWhatsAppText, whatsAppLink } from './whatsapp';

describe('whatsAppLink', () => {
  it('opens a chat with the number without its plus and the text encoded', () => {
    expect(whatsAppLink('+9613123456', 'مرحباً 1&2')).toBe(
      `https://wa.me/9613123456?text=${encodeURIComponent('مرحباً 1&2')}`,
    );
    expect(whatsAppLink('+96171123456', 'a b\nc')).toBe('https://wa.me/96171123456?text=a%20b%0Ac');
  });

  it('refuses what is not a stored phone', () => {
    expect(() => whatsAppLink('03 123456', 'x')).toThrow('رقم الهاتف غير صالح');
    expect(() => whatsAppLink('', 'x')).toThrow('رقم الهاتف غير صالح');
  });
});

describe('receiptWhatsAppText', () => {
  it('says the amount in dollars and pounds, the month, the receipt number and the portal link', () => {
    const text = receiptWhatsAppText({
      customerName: ' أحمد علي ',
      receiptNumber: 'R-2026-000123',
      amountUsd: 1234.5,
      amountLbp: 110487750,
      monthLabel: 'تشرين الثاني 2026',
      portalUrl: 'https://kahraba.example/customer-portal',
    });
    expect(text).toBe(
      [
        'مرحباً أحمد علي،',
        'تم استلام دفعتكم بقيمة $1,234.5 (110,487,750 ل.ل) عن شهر تشرين الثاني 2026.',
        'رقم الإيصال: R-2026-000123',
        'لمتابعة فاتورتكم ودفعاتكم: https://kahraba.example/customer-portal',
        'شكراً لكم.',
      ].join('\n'),
    );
  });

  it('leaves the pounds out when they are not known', () => {
    const text = receiptWhatsAppText({
      customerName: 'سمير',
      receiptNumber: 'R-2026-000001',
      amountUsd: 12,
      amountLbp: null,
      monthLabel: 'كانون الأول 2026',
      portalUrl: 'http://x/customer-portal',
    });
    expect(text).toContain('بقيمة $12 عن شهر كانون الأول 2026.');
  });

  it('goes without a link while no address customers can reach is set', () => {
    const text = receiptWhatsAppText({
      customerName: 'سمير',
      receiptNumber: 'R-2026-000001',
      amountUsd: 12,
      amountLbp: null,
      monthLabel: 'كانون الأول 2026',
      portalUrl: null,
    });
    expect(text).not.toContain('لمتابعة فاتورتكم');
    expect(text).not.toContain('null');
    expect(text.split('\n').at(-1)).toBe('شكراً لكم.');
  });
});

describe('invoiceWhatsAppText', () => {
  it('goes without a link while no address customers can reach is set', () => {
    const text = invoiceWhatsAppText({
      customerName: 'سمير',
      monthLabel: 'تشرين الثاني 2026',
      totalDue: 45.25,
      totalDueLbp: 4049875,
      portalUrl: null,
    });
    expect(text).not.toContain('لعرض الفاتورة');
    expect(text).not.toContain('null');
    expect(text).toContain('45.25');
  });

  it('says the total due of the month with the portal link', () => {
    expect(
      invoiceWhatsAppText({
        customerName: 'سمير',
        monthLabel: 'تشرين الثاني 2026',
        totalDue: 45.25,
        totalDueLbp: 4049875,
        portalUrl: 'https://kahraba.example/customer-portal',
      }),
    ).toBe(
      [
        'مرحباً سمير،',
        'فاتورة الكهرباء لشهر تشرين الثاني 2026.',
        'المبلغ المستحق: $45.25 (4,049,875 ل.ل).',
        'لعرض الفاتورة: https://kahraba.example/customer-portal',
      ].join('\n'),
    );
  });

  it('names the customer number and the invoice number, and the pounds due with the arrears', () => {
    const text = invoiceWhatsAppText({
      customerName: 'حسين',
      customerNumber: 1030,
      invoiceNumber: 'INV-1030-2026',
      monthLabel: 'كانون الأول 2026',
      totalDue: 150,
      totalDueLbp: 13_425_000,
      portalUrl: 'https://kahraba.example/customer-portal',
    });
    expect(text.split('\n')).toEqual([
      'مرحباً حسين،',
      'فاتورة الكهرباء لشهر كانون الأول 2026.',
      'رقم المشترك: 1030',
      'رقم الفاتورة: INV-1030-2026',
      'المبلغ المستحق: $150 (13,425,000 ل.ل).',
      'لعرض الفاتورة: https://kahraba.example/customer-portal',
    ]);
  });

  it('says nothing is due when the balance is settled or in credit', () => {
    for (const totalDue of [0, -5]) {
      const text = invoiceWhatsAppText({
        customerName: 'سمير',
        monthLabel: 'تشرين الثاني 2026',
        totalDue,
        portalUrl: 'http://x/customer-portal',
      });
      expect(text).toContain('لا يوجد مبلغ مستحق عليكم');
      expect(text).not.toContain('$');
    }
  });
});

describe('receiptWhatsAppText', () => {
  it('names the customer number, the invoice paid and what remains after the payment', () => {
    const text = receiptWhatsAppText({
      customerName: 'حسين',
      customerNumber: 1030,
      invoiceNumber: 'INV-1030-2026',
      receiptNumber: 'R-2026-000001',
      amountUsd: 100,
      amountLbp: 8_950_000,
      monthLabel: 'كانون الأول 2026',
      remainingUsd: 50,
      remainingLbp: 4_475_000,
      portalUrl: 'https://kahraba.example/customer-portal',
    });
    expect(text).toContain('عن شهر كانون الأول 2026.');
    expect(text).toContain('رقم المشترك: 1030');
    expect(text).toContain('رقم الفاتورة: INV-1030-2026');
    expect(text).toContain('المبلغ المتبقي: $50 (4,475,000 ل.ل).');
  });
});

describe('historyWhatsAppText', () => {
  const month = (monthLabel: string, total: number, amountPaid: number, usd: number, lbp: number) => ({
    monthLabel,
    total,
    amountPaid,
    balance: { usd, lbp },
  });

  it('lists the months newest first with their charges, payments and balance, then the amount due now', () => {
    const text = historyWhatsAppText({
      customerName: 'هدى',
      customerNumber: 1001,
      months: [
        month('كانون الأول 2026', 80, 0, 130, 11_700_000),
        { monthLabel: 'تشرين الأول 2026', total: null, amountPaid: null, balance: null },
        month('تشرين الثاني 2026', 80, 30, 50, 4_475_000),
      ],
      portalUrl: null,
    });
    expect(text).toBe(
      [
        'مرحباً هدى،',
        'كشف حسابكم، رقم المشترك: 1001',
        '- كانون الأول 2026: الفاتورة $80، المدفوع $0، الباقي $130 (11,700,000 ل.ل)',
        '- تشرين الثاني 2026: الفاتورة $80، المدفوع $30، الباقي $50 (4,475,000 ل.ل)',
        'المبلغ المستحق الآن: $130 (11,700,000 ل.ل).',
      ].join('\n'),
    );
  });

  it('says nothing is due when the live month is settled, and lists six months at most', () => {
    const months = Array.from({ length: 9 }, (_, index) => month(`شهر ${index}`, 10, 10, 0, 0));
    const text = historyWhatsAppText({
      customerName: 'هدى',
      customerNumber: 1001,
      months,
      portalUrl: 'https://x.example/customer-portal',
    });
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(6);
    expect(text).toContain('لا يوجد مبلغ مستحق عليكم، شكراً لكم.');
    expect(text).toContain('لعرض فاتورتكم: https://x.example/customer-portal');
  });
});
