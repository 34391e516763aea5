export { DuplicateNotice } from './duplicate-notice';
export { isDuplicateCustomer, useCreateOnce } from './use-create-once';
export { AddCustomerCard } from './add-customer-card';
