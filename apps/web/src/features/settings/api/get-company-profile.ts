// The profile is printed by several screens (invoices, receipts): its fetcher is shared in lib.
export { useCompanyProfile } from '../../../lib/company-profile';
