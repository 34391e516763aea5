import { invoiceWhatsAppText, receiptWhatsAppText, whatsAppLink } from './whatsapp';

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
