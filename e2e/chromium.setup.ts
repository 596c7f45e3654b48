import { chromiumServices } from '../playwright.config';
import { startServices } from './consoleServers';

export default () => startServices(chromiumServices());
