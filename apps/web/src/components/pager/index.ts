export { Pager, type PagerProps } from './pager';
export { type PageOf, usePage } from './use-page';
