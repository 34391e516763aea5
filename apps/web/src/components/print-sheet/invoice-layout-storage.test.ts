import { DEFAULT_INVOICE_LAYOUT, THREE_EQUAL_LAYOUT } from '@kahraba/billing-domain';
import {
  clearInvoiceLayout,
  INVOICE_LAYOUT_STORAGE_KEY,
  loadInvoiceLayout,
  saveInvoiceLayout,
} from './invoice-layout-storage';

describe('the saved invoice layout', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept under kahraba.invoiceLayout and read back as saved', () => {
    saveInvoiceLayout(THREE_EQUAL_LAYOUT);
    expect(JSON.parse(window.localStorage.getItem(INVOICE_LAYOUT_STORAGE_KEY) ?? 'null')).toEqual(
      THREE_EQUAL_LAYOUT,
    );
    expect(INVOICE_LAYOUT_STORAGE_KEY).toBe('kahraba.invoiceLayout');
    expect(loadInvoiceLayout()).toEqual(THREE_EQUAL_LAYOUT);
  });

  it('is nothing when none is saved, or when what is saved is not exactly three boxes', () => {
    expect(loadInvoiceLayout()).toBeNull();
    window.localStorage.setItem(
      INVOICE_LAYOUT_STORAGE_KEY,
      JSON.stringify(DEFAULT_INVOICE_LAYOUT.slice(0, 2)),
    );
    expect(loadInvoiceLayout()).toBeNull();
    window.localStorage.setItem(INVOICE_LAYOUT_STORAGE_KEY, 'not json');
    expect(loadInvoiceLayout()).toBeNull();
  });

  it('is forgotten on clear', () => {
    saveInvoiceLayout(DEFAULT_INVOICE_LAYOUT);
    clearInvoiceLayout();
    expect(loadInvoiceLayout()).toBeNull();
  });
});
