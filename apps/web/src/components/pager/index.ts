export { Pager } from './pager';
export { usePage } from './use-page';
