import { engineServices } from '../../playwright.engines.config';
import { startServices } from '../consoleServers';

export default () => startServices(engineServices());
