export { GeneratorLogPage } from './pages/generator-log-page';
