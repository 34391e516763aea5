export {
  CustomerCard,
  CustomerCardLine,
  type CustomerCardFigure,
  type CustomerCardProps,
} from './customer-card';
