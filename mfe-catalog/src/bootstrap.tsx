import { mountStandalone } from '@kirana/shared/standalone';
import { routes } from './routes';

void mountStandalone('Kirana Now — catalogue', routes);
