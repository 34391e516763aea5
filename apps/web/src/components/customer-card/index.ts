export { CustomerCard, CustomerCardLine, type CustomerCardFigure } from './customer-card';
