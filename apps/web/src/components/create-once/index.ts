export { DuplicateNotice } from './duplicate-notice';
export { isDuplicateCustomer, useCreateOnce, type CreateOnceBody } from './use-create-once';
export { AddCustomerCard, type AddCustomerCardProps } from './add-customer-card';
