// The one Arabic count rule lives in the domain (the server's and the CLI's messages count too).
export { countOf, type ArabicNoun } from '@kahraba/billing-domain';
