export { ResponsibleGamingPage } from './ResponsibleGamingPage';
